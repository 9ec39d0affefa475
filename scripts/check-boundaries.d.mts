/** The web apps checked by check-boundaries.mjs. */
export declare const WEB_APPS: string[];
/** Every forbidden import under `root`, as "file: import → why", sorted. */
export declare function findViolations(root: string): string[];
/** Where the server's modules live, relative to the repository. */
export declare const SERVER_MODULES: string;
/** Each import loop between server modules (first folder under SERVER_MODULES), one line a loop. */
export declare function findModuleLoops(root: string): string[];
/** Each import from another server module that passes by that module's index.ts (when it has one). */
export declare function findModuleEntries(root: string): string[];
/** Each server module's subfolders with their layers, from the ground up (a subfolder imports only lower ones). */
export declare const SUBFOLDER_LAYERS: Record<string, Record<string, number>>;
/** Each import that does not run down a module's subfolder layers, and each subfolder with no declared layer. */
export declare function findLayerViolations(
  root: string,
  layers?: Record<string, Record<string, number>>,
): string[];
