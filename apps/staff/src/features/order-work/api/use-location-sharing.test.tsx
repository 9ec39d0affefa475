import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveReplies } from '../../../test/local-api';
import { RESEND_UNCHANGED_MS, SHARE_EVERY_MS, useLocationSharing } from './use-location-sharing';

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; PERMISSION_DENIED: number }) => void;

let onPosition: Success;
let onError: Failure;
const clearWatch = vi.fn();
/** vi.waitFor (this file fakes setInterval, which Testing Library's waitFor polls with) with the same 10 s allowance. */
const WAIT = { timeout: 10_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: Success, failure: Failure) => {
        onPosition = success;
        onError = failure;
        return 7;
      },
      clearWatch,
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } });

describe('useLocationSharing', () => {
  it('sends the first fix at once, then the latest one every few seconds, and stops when closed', async () => {
    const calls = serveReplies(
      ...Array.from({ length: 3 }, () => ({ status: 200, body: { success: true, data: {} } })),
    );
    const { result, unmount } = renderHook(() => useLocationSharing('o1', true));
    act(() => onPosition(at(19, 72.8)));
    await vi.waitFor(() => expect(calls).toHaveLength(1), WAIT);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { lat: 19, lng: 72.8 } });
    await vi.waitFor(() => expect(result.current).toMatchObject({ kind: 'sharing' }), WAIT);
    act(() => onPosition(at(19.01, 72.81)));
    act(() => onPosition(at(19.02, 72.82)));
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SHARE_EVERY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(2), WAIT);
    expect(calls[1]!.body).toEqual({ lat: 19.02, lng: 72.82 });
    // Nothing new: nothing sent.
    act(() => vi.advanceTimersByTime(SHARE_EVERY_MS));
    expect(calls).toHaveLength(2);
    unmount();
    expect(clearWatch).toHaveBeenCalledWith(7);
  });

  it('sends an unchanged position again every half minute, so the customer sees it is current', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = serveReplies(
      ...Array.from({ length: 3 }, () => ({ status: 200, body: { success: true, data: {} } })),
    );
    const { unmount } = renderHook(() => useLocationSharing('o1', true));
    act(() => onPosition(at(19, 72.8)));
    await vi.waitFor(() => expect(calls).toHaveLength(1), WAIT);
    act(() => vi.advanceTimersByTime(RESEND_UNCHANGED_MS - SHARE_EVERY_MS));
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SHARE_EVERY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(2), WAIT);
    expect(calls[1]!.body).toEqual({ lat: 19, lng: 72.8 });
    unmount();
  });

  it('says clearly when the shopper refused location', () => {
    serveReplies();
    const { result } = renderHook(() => useLocationSharing('o1', true));
    act(() => onError({ code: 1, PERMISSION_DENIED: 1 }));
    expect(result.current).toEqual({ kind: 'refused', message: STAFF_APP_MESSAGES.locationRefused });
  });
});
