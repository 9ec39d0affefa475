/** One line per server module variable that keeps state without a `module-state:` reason. */
export declare function findModuleState(root: string): string[];
