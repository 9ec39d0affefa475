import { LanguageProvider, Toaster } from '@jhola/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RealtimeProvider } from './providers/realtime-provider';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>
          <RouterProvider router={router} />
          <Toaster />
        </RealtimeProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
