export const SOURCE_LIMIT: number;
export const TEST_LIMIT: number;
export function findLongFiles(repo: string): string[];
export function findBadFileNames(repo: string): string[];
