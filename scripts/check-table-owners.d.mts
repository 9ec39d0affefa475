/** Reads across a module's edge the house accepts: table → module → why. */
export declare const SHARED_READS: Record<string, Record<string, string>>;
/** table → module → the repository files that write it and that only read it. */
export declare function tableUse(
  root: string,
): Map<string, Map<string, { writes: string[]; reads: string[] }>>;
/** One line per table with two writing modules, no writer, or an undeclared read by another module. */
export declare function findTableOwnerProblems(
  root: string,
  sharedReads?: Record<string, Record<string, string>>,
  sharedWrites?: Record<string, Record<string, string>>,
): string[];
/** Writes by a module that does not own the table: table → module → why. */
export declare const SHARED_WRITES: Record<string, Record<string, string>>;
