export const REPO: string;
export const APP_SOURCES: Record<'web' | 'staff', string[]>;
export function filesUnder(dir: string, test: (file: string) => boolean): string[];
export function catalogueDirs(sources: string[]): string[];
export function readCatalogue(dir: string, language: 'en' | 'hi'): Record<string, string>;
export function placeholders(message: string): string[];
