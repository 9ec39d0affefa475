/**
 * The evening's progress line (faults and soak benches), with the commonest failure so far: a run that goes
 * wrong says why while it runs, not only at its end.
 * @param {number} arrived
 * @param {{ delivered: number; failed: number; failures: Record<string, number> }} counts
 */
export function progressLine(arrived, counts) {
  const [what, n] = Object.entries(counts.failures).sort((a, b) => b[1] - a[1])[0] ?? [];
  const why = what ? ` (most often ${n}× ${what.slice(0, 160)})` : '';
  return `faults: ${arrived} customers arrived, ${counts.delivered} orders delivered, ${counts.failed} failed${why}`;
}
