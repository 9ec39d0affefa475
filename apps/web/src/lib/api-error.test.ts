import { describe, expect, it } from 'vitest';
import { ApiError, actionFailureMessage, messageForStatus } from './api-error';

describe('what a failed action says', () => {
  it("prefers the server's own message", () => {
    expect(actionFailureMessage(new ApiError(409, 'x', 'Order already taken'), 'Failed')).toBe(
      'Order already taken',
    );
  });

  it('says the network failed when no answer came (an action tried offline)', () => {
    expect(actionFailureMessage(new ApiError(0, messageForStatus(0)), 'Failed to cancel order')).toBe(
      'Unable to connect to server. Please check your internet connection and try again.',
    );
  });

  it("falls back to the screen's own text for an answer without a message, or any other error", () => {
    expect(actionFailureMessage(new ApiError(500, messageForStatus(500)), 'Failed to cancel order')).toBe(
      'Failed to cancel order',
    );
    expect(actionFailureMessage(new Error('boom'), 'Failed to cancel order')).toBe('Failed to cancel order');
  });
});
