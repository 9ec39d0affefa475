import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { DeliveryTimeChoice } from './delivery-time-choice';

/** Issue 45: "As soon as possible (about N min)" or a slot; a full slot says why and offers the next free. */
const slot = (start: string, end: string, capacity: number, booked: number) => ({
  start,
  end,
  capacity,
  booked,
  available: Math.max(0, capacity - booked),
});
// 8–9 AM and 9–10 AM in India (UTC+05:30); a slot with no planned shopper is not offered at all.
const full = slot('2026-11-30T02:30:00.000Z', '2026-11-30T03:30:00.000Z', 4, 4);
const free = slot('2026-11-30T03:30:00.000Z', '2026-11-30T04:30:00.000Z', 4, 1);
const unplanned = slot('2026-11-30T04:30:00.000Z', '2026-11-30T05:30:00.000Z', 0, 0);

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.on('GET /shops/s1/slots', (_req, res) =>
    json(res, 200, {
      success: true,
      data: { date: '2026-11-30', slots: [full, free, unplanned], nextFree: free, asapMinutes: 35 },
    }),
  );
});

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DeliveryTimeChoice shopId="s1" place={null} value={value} onChange={setValue} />
      <output data-testid="chosen">{value ?? 'asap'}</output>
    </>
  );
}

it('offers as soon as possible with its estimate, each planned slot, and the next free one when one is full', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
  // The slots come from the local server: on a busy machine the first answer may take a few seconds.
  const asap = await screen.findByRole(
    'radio',
    { name: /As soon as possible \(about 35 min\)/ },
    { timeout: 10_000 },
  );
  expect(asap).toBeChecked();
  const fullSlot = await screen.findByRole('radio', { name: /^8:00 AM–9:00 AM/ }, { timeout: 10_000 });
  expect(fullSlot).toBeDisabled();
  expect(screen.getByText('Full: 4 of 4 orders')).toBeInTheDocument();
  expect(screen.getByText('3 places left')).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /^10:00 AM–11:00 AM/ })).toBeNull();

  expect(screen.getByText('Next free slot: 9:00 AM–10:00 AM.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Choose it' }));
  expect(screen.getByTestId('chosen')).toHaveTextContent(free.start);
  expect(screen.getByRole('radio', { name: /^9:00 AM–10:00 AM/ })).toBeChecked();
  await userEvent.click(asap);
  expect(screen.getByTestId('chosen')).toHaveTextContent('asap');
});
