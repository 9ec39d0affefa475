import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CODE_STYLE: journeys run two at a time, so none acts as the demo customer, whose orders, addresses and
 * notifications another journey may be changing at that moment; each signs up its own
 * (`e2e/support/customers.ts`). The cluster journeys (e2e-cluster/) run alone on their own database.
 */
const e2e = path.resolve(import.meta.dirname, '../e2e');
const specs = readdirSync(e2e).filter((f) => f.endsWith('.spec.ts'));

/** The places in a journey's source that use the demo customer's account. */
function demoCustomerUses(source: string): number[] {
  return source.split('\n').flatMap((line, i) => (/\bDEMO\.customer\b/.test(line) ? [i + 1] : []));
}

describe('journeys act as customers of their own', () => {
  it('finds a use of the demo customer', () => {
    expect(demoCustomerUses('const a = 1;\nawait apiLogin(request, DEMO.customer);\n')).toEqual([2]);
    expect(demoCustomerUses('await apiLogin(request, DEMO.shopper);')).toEqual([]);
  });

  it.each(specs)('%s never signs in as the demo customer', (spec) => {
    expect(demoCustomerUses(readFileSync(path.join(e2e, spec), 'utf8'))).toEqual([]);
  });
});
