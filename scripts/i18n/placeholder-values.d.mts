export interface MismatchedValues {
  file: string;
  line: number;
  key: string;
  passed: string[];
  shown: string[];
}
export function mismatchedValuesInSource(
  source: string,
  messages: Record<string, string>,
  file?: string,
): MismatchedValues[];
export function mismatchedValues(): MismatchedValues[];
