/** The phone's position, asked for only when the customer taps "Use my current location". */
export function deviceLocation(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share its location. Type your area or PIN code instead.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? 'Location permission was denied. Type your area or PIN code instead.'
              : 'Could not find your location. Type your area or PIN code instead.',
          ),
        ),
      // A cached fix from the last 5 minutes is good enough for a delivery radius and answers at once.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
