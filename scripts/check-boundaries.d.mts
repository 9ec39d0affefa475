/** The web apps checked by check-boundaries.mjs. */
export declare const WEB_APPS: string[];
/** Every forbidden import under `root`, as "file: import → why", sorted. */
export declare function findViolations(root: string): string[];
