/** Every query key written inline outside a `*-keys.ts` file under `root`, as "file:line → why", sorted. */
export declare function findInlineQueryKeys(root: string): string[];
