import { describe, expect, it } from 'vitest';
import { withPhrasesApart } from './search-fewer.js';
import { searchWords } from './search-words.js';

const texts = (choices: readonly { text: string }[][]) =>
  choices.map((c) => c.map((w) => w.text).join(' / '));

describe('withPhrasesApart', () => {
  it('reads each phrase as its words, then less one of them, the last first', () => {
    expect(texts(withPhrasesApart(searchWords('organic peanut butter')))).toEqual([
      'organic / peanut / butter',
      'organic / peanut',
      'organic / butter',
    ]);
  });

  it('leaves out little and two-letter parts, and marks each part a known word', () => {
    const [apart] = withPhrasesApart(searchWords('ready to eat'));
    expect(apart!.map((w) => w.text)).toEqual(['ready', 'eat']);
    expect(apart!.every((w) => w.known)).toBe(true);
  });

  it('offers nothing for a query without a phrase', () => {
    expect(withPhrasesApart(searchWords('organic jaggery'))).toEqual([]);
  });
});
