export function findUnusedDomainExports(repo: string): string[];
export function runKnip(repo: string): { ok: boolean; report: string };
