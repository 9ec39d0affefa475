import { describe, expect, it } from 'vitest';
import { storableString, UNSTORABLE_TEXT_MESSAGE } from './storable-string.js';
import { findUnstorableText, isStorableText } from './storable-text.js';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\udc00', '\udbff\u0041'])
      expect(isStorableText(bad), bad).toBe(false);
    for (const good of ['', 'नमस्ते', '🛒', '\ud83d\uded2', 'tab\tline\n', '\u202e\u200b'])
      expect(isStorableText(good), good).toBe(true);
  });

  it('names the first refused string anywhere in a value, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnstorableText('\ud800')).toBe('value');
    expect(findUnstorableText({ a: 1, b: [true, null], c: 'fine' })).toBeNull();
  });

  it('is a zod string that still chains trim and length checks', () => {
    const name = storableString().trim().min(2, 'short');
    expect(name.parse('  Asha ')).toBe('Asha');
    expect(name.safeParse('a\u0000b').error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(name.safeParse(' a ').error?.issues[0]?.message).toBe('short');
  });
});
