import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('answers what the function answers, asking it once a text', () => {
    const asked: string[] = [];
    const upper = boundedMemo((text) => {
      asked.push(text);
      return text.toUpperCase();
    }, 10);
    expect([upper('dal'), upper('atta'), upper('dal')]).toEqual(['DAL', 'ATTA', 'DAL']);
    expect(asked).toEqual(['dal', 'atta']);
  });

  it('remembers an undefined answer too', () => {
    let calls = 0;
    const none = boundedMemo(() => {
      calls += 1;
      return undefined;
    }, 10);
    none('x');
    none('x');
    expect(calls).toBe(1);
  });

  it('never keeps more than its bound: past it, it asks again', () => {
    const asked: string[] = [];
    const same = boundedMemo((text) => {
      asked.push(text);
      return text;
    }, 2);
    for (const text of ['a', 'b', 'c', 'a']) same(text);
    // 'c' started the memo again, so 'a' was asked a second time.
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
