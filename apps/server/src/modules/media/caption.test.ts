import { describe, expect, it } from 'vitest';
import { wrapCaption } from './caption.js';

describe('wrapCaption', () => {
  it('keeps a short name on one line', () => {
    expect(wrapCaption('Fresh Mart', 18, 2)).toEqual(['Fresh Mart']);
  });

  it('breaks a long name between words', () => {
    expect(wrapCaption('Namma Fresh Supermarket', 18, 2)).toEqual(['Namma Fresh', 'Supermarket']);
  });

  it('ends with "…" what does not fit in the lines, after whole words', () => {
    expect(wrapCaption('Sanjeevani Medical General Stores And More', 18, 2)).toEqual([
      'Sanjeevani Medical',
      'General Stores…',
    ]);
  });

  it('cuts a single word longer than a line', () => {
    expect(wrapCaption('Supercalifragilisticexpialidocious', 18, 2)).toEqual(['Supercalifragilis…']);
  });

  it('never returns a line longer than asked', () => {
    for (const name of ['A B C D E F G H I J K L M N O P', 'Khari Baoli Dry Fruits Spices', 'x'.repeat(60)]) {
      for (const line of wrapCaption(name, 12, 2)) expect(line.length).toBeLessThanOrEqual(12);
      expect(wrapCaption(name, 12, 2).length).toBeLessThanOrEqual(2);
    }
  });
});
