import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { useEffect, useState } from 'react';
import { shareLocation } from './share-location';

/** How often the position goes to the server while the delivery screen is open. */
export const SHARE_EVERY_MS = 5_000;
/**
 * A position that has not changed is sent again this often: a rider waiting at a gate stays "updated
 * just now" for the customer, and a position the customer's screen missed reaches it after all.
 */
export const RESEND_UNCHANGED_MS = 30_000;

export type SharingState =
  | { kind: 'starting' }
  | { kind: 'sharing'; sentAt: number | null }
  | { kind: 'refused' | 'unavailable'; message: string };

/**
 * Watches the phone's position (the browser asks for permission once) and sends the latest fix every
 * few seconds, only while the screen is open: closing it stops the watch and the timer.
 */
export function useLocationSharing(orderId: string, active: boolean): SharingState {
  const [state, setState] = useState<SharingState>({ kind: 'starting' });
  useEffect(() => {
    if (!active) return;
    const geo = globalThis.navigator?.geolocation;
    if (!geo) {
      setState({ kind: 'unavailable', message: STAFF_APP_MESSAGES.locationUnavailable });
      return;
    }
    let latest: { lat: number; lng: number } | null = null;
    let sent: { lat: number; lng: number } | null = null;
    let sentAt = 0;
    const send = () => {
      if (!latest || (latest === sent && Date.now() - sentAt < RESEND_UNCHANGED_MS)) return;
      const position = latest;
      sent = position;
      sentAt = Date.now();
      shareLocation(orderId, position).then(
        () => setState({ kind: 'sharing', sentAt: Date.now() }),
        () => {
          sent = null; // try again with the next tick
        },
      );
    };
    const watch = geo.watchPosition(
      (p) => {
        const first = latest === null;
        latest = { lat: p.coords.latitude, lng: p.coords.longitude };
        setState((s) => (s.kind === 'sharing' ? s : { kind: 'sharing', sentAt: null }));
        if (first) send();
      },
      (error) => {
        const refused = error.code === error.PERMISSION_DENIED;
        setState(
          refused
            ? { kind: 'refused', message: STAFF_APP_MESSAGES.locationRefused }
            : { kind: 'unavailable', message: STAFF_APP_MESSAGES.locationUnavailable },
        );
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    const timer = setInterval(send, SHARE_EVERY_MS);
    return () => {
      geo.clearWatch(watch);
      clearInterval(timer);
    };
  }, [orderId, active]);
  return state;
}
