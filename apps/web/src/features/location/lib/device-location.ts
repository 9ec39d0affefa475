import { tLocation } from '../i18n';

/** The phone's position, asked for only when the customer taps "Use my current location". */
export function deviceLocation(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(tLocation('location.noGeolocation')));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? tLocation('location.permissionDenied')
              : tLocation('location.positionFailed'),
          ),
        ),
      // A cached fix from the last 5 minutes is good enough for a delivery radius and answers at once.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
