/** Each `PRODUCT.md §N` that names no section of docs/PRODUCT.md, as "file:line: …". */
export declare function findProductReferenceProblems(root: string): string[];
