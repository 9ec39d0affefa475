/** The files (relative, with /) of `root` that a build context holds under root/.dockerignore. */
export declare function contextFiles(root: string): string[];
/** The context's files that are build or run state rather than sources: whatever git ignores. */
export declare function buildStateIn(root: string, files: string[]): string[];
/** Copies the context's files from root into dest, as the Docker daemon receives them. */
export declare function copyContext(root: string, files: string[], dest: string): void;
