import { LanguageProvider } from '@jhola/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { RealtimeProvider } from './providers/realtime-provider';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

// Issue 19: the orders kept for offline, restored and kept up to date by a chunk of its own (off the first
// load's main chunk); a screen that asks before it arrives is filled in when it does.
void import('./offline-orders').then((m) => m.keepOrdersForOffline(queryClient));

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
