export function findStatusComparisons(repo: string): string[];
