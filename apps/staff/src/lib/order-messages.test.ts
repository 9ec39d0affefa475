// @vitest-environment node
// In Node the FormData, File and fetch are one implementation, so the multipart body crosses the real
// network to the stand-in as a browser sends it (jsdom's FormData is not one Node's fetch can send).
import { beforeEach, describe, expect, it } from 'vitest';
import { HANG_UP, type SeenCall, serveReplies } from '../test/local-api';
import { sendMessage } from './order-messages';
import { useStaffAuth } from './staff-auth';

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

/**
 * The network loses the first answer after the server received the message (the stand-in hangs up), then
 * the retry is answered. Two sends' worth of answers, each lost once.
 */
function loseFirstAnswer() {
  const answered = { status: 200, body: { success: true, data: { message: stored } } };
  return serveReplies(HANG_UP, answered, HANG_UP, answered);
}
const keyOf = (call: SeenCall | undefined) => call?.headers['idempotency-key'];

beforeEach(() => {
  useStaffAuth.setState({ token: 'tok' });
});

describe("the staff app's chat send", () => {
  it('is retried after a lost answer with the same Idempotency-Key, so the server keeps one message', async () => {
    const calls = loseFirstAnswer();
    const { message } = await sendMessage('o1', { text: 'Only the 1 kg pack' });
    expect(message._id).toBe('m1');
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(keyOf(calls[0])).toMatch(/^[\w-]{8,100}$/);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
  });

  it('sends a shelf photo the same way, as multipart', async () => {
    const calls = loseFirstAnswer();
    await sendMessage('o1', {
      text: 'This one?',
      image: new File(['x'], 'shelf.jpg', { type: 'image/jpeg' }),
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]?.body).toContain('filename="shelf.jpg"');
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
  });

  it('uses a new key for each send: the same words sent twice are two messages', async () => {
    const calls = loseFirstAnswer();
    await sendMessage('o1', { text: 'On my way' });
    await sendMessage('o1', { text: 'On my way' });
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map(keyOf)).size).toBe(2);
  });
});
