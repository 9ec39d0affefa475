import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatewayPaise, HOLD_HEADROOM, holdPaiseFor, rupeesOfPaise, settleHold } from './online-payment.js';

const paise = fc.integer({ min: 100, max: 10_000_000 });

describe('online payment money (issue 43)', () => {
  it('holds at least the estimate plus the stated headroom, in whole rupees', () => {
    fc.assert(
      fc.property(paise, (estimate) => {
        const hold = holdPaiseFor(estimate);
        expect(hold % 100).toBe(0);
        expect(hold - estimate).toBeGreaterThanOrEqual(HOLD_HEADROOM.minimumPaise);
        expect(hold * 100).toBeGreaterThanOrEqual(estimate * (100 + HOLD_HEADROOM.percent));
      }),
    );
  });

  it('with Jhola credit holds only what the credit leaves, plus the whole headroom', () => {
    fc.assert(
      fc.property(paise, paise, (estimate, credit) => {
        const hold = holdPaiseFor(estimate, credit);
        expect(hold % 100).toBe(0);
        // Credit plus hold still cover the estimate and its headroom; the credit never makes it more.
        expect(hold + Math.min(credit, estimate)).toBeGreaterThanOrEqual(holdPaiseFor(estimate) - 99);
        expect(hold).toBeLessThanOrEqual(holdPaiseFor(estimate));
        expect(hold).toBeGreaterThanOrEqual(HOLD_HEADROOM.minimumPaise);
      }),
    );
    // ₹160 with ₹100 of credit: ₹60 and the ₹20 headroom.
    expect(holdPaiseFor(16_000, 10_000)).toBe(8_000);
  });

  it('always adds up: held = captured + released, and the approved bill = captured + still due', () => {
    fc.assert(
      fc.property(paise, paise, (held, approved) => {
        const { captured, released, due } = settleHold(held, approved);
        expect(captured + released).toBe(held);
        expect(captured + due).toBe(approved);
        expect(Math.min(captured, released, due)).toBeGreaterThanOrEqual(0);
        // Never more than the bill, never more than the hold.
        expect(captured).toBe(Math.min(held, approved));
      }),
    );
  });

  it('converts rupees and paise in one place, exactly, both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (p) => {
        expect(gatewayPaise(rupeesOfPaise(p))).toBe(p);
      }),
    );
    expect(gatewayPaise(512.1)).toBe(51210);
    expect(gatewayPaise(1.005)).toBe(101);
  });
});
