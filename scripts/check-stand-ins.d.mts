/** Each place a test (or a test helper under a `test/` folder) answers for fetch instead of a real server. */
export declare function findFetchStubs(root: string): string[];
