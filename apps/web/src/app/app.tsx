import { LanguageProvider, unsubscribeThisBrowser } from '@jhola/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { useAuthStore } from '../lib/auth-store';
import { onForgetCustomer } from '../lib/forget-customer';
import { afterFirstScreen } from '../lib/lazy-load';
import { RealtimeProvider } from './providers/realtime-provider';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

// Issue 19: the orders kept for offline, restored and kept up to date by a chunk of its own (off the first
// load's main chunk); a screen that asks before it arrives is filled in when it does. Online, the first
// screen asks the network anyway, so the chunk waits until that screen is drawn instead of being one more
// request before it (decision 0053); offline it is what the first screen shows, so it loads at once.
// A visitor has no orders to keep: the chunk comes with the first signed-in customer (issue 47).
const keepOrders = () => import('./offline-orders').then((m) => m.keepOrdersForOffline(queryClient));
function whenSignedIn(task: () => unknown): void {
  if (useAuthStore.getState().user) {
    void task();
    return;
  }
  const stop = useAuthStore.subscribe((state) => {
    if (!state.user) return;
    stop();
    void task();
  });
}
void (navigator.onLine ? afterFirstScreen() : Promise.resolve()).then(() => whenSignedIn(keepOrders));
// The browser's push subscription goes with the customer (the server drops its copy at logout), also on a
// logout before the chunk above has arrived.
onForgetCustomer(() => void unsubscribeThisBrowser());

export function App() {
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RealtimeProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
