export function findClockReads(repo: string): string[];
