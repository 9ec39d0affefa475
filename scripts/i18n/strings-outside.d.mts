export interface FoundString {
  file: string;
  line: number;
  text: string;
}
export const SCREEN_SOURCES: string[];
export function stringsInSource(source: string, file?: string): FoundString[];
export function stringsOutsideCatalogues(sources?: string[]): FoundString[];
