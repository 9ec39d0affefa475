import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { keepOrdersForOffline } from './offline-orders';
import { RealtimeProvider } from './providers/realtime-provider';
import { queryClient } from './query-client';
import { router } from './router';

keepOrdersForOffline(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <RouterProvider router={router} />
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
