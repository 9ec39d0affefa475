export function readStatus(text: string): { kind: string; names: string[] } | null;
export function findDecisionProblems(repo: string, filesRoot?: string): string[];
