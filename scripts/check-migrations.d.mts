/** Where the server's migrations live, relative to the repository. */
export declare const MIGRATIONS: string;
/** Every way the migration files and their journal disagree, one line each with what to do. */
export declare function findMigrationProblems(root: string): string[];
