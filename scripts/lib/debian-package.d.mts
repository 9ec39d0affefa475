export function ensureDebianPackage(program: string, pkg: string): boolean;
