/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by a person are literal, not wildcards. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
