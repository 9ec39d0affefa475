import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from './order-messages';
import { useStaffAuth } from './staff-auth';

interface Call {
  method: string;
  key: string | null;
  body: BodyInit | null | undefined;
}

const stored = {
  _id: 'm1',
  orderId: 'o1',
  from: 'shopper',
  authorName: 'Ravi',
  text: 'Only the 1 kg pack',
  imageUrl: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  readAt: null,
};

/** The network loses the first answer after the server stored the message, then answers the retry. */
function loseFirstAnswer() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: init.body,
      });
      if (calls.length === 1) throw new TypeError('network connection lost');
      return new Response(JSON.stringify({ success: true, data: { message: stored } }), { status: 200 });
    }),
  );
  return calls;
}

beforeEach(() => {
  useStaffAuth.setState({ token: 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the staff app's chat send", () => {
  it('is retried after a lost answer with the same Idempotency-Key, so the server keeps one message', async () => {
    const calls = loseFirstAnswer();
    const { message } = await sendMessage('o1', { text: 'Only the 1 kg pack' });
    expect(message._id).toBe('m1');
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(calls[0]?.key).toMatch(/^[\w-]{8,100}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('sends a shelf photo the same way, as multipart', async () => {
    const calls = loseFirstAnswer();
    await sendMessage('o1', {
      text: 'This one?',
      image: new File(['x'], 'shelf.jpg', { type: 'image/jpeg' }),
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('uses a new key for each send: the same words sent twice are two messages', async () => {
    const calls = loseFirstAnswer();
    await sendMessage('o1', { text: 'On my way' });
    await sendMessage('o1', { text: 'On my way' });
    expect(new Set(calls.map((c) => c.key)).size).toBe(2);
  });
});
