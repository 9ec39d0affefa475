/** Each file whose shape docs/CODE_STYLE.md does not allow (a repository without its class, a store out of place). */
export declare function findShapeProblems(root: string): string[];
