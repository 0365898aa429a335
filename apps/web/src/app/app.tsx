import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@aurelle/contract';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* DESIGN decision 7: one toast at a time, 5 s. */}
      <Toaster position="top-center" visibleToasts={1} duration={TOAST_DURATION_MS} closeButton toastOptions={{ className: 'font-sans' }} />
    </QueryClientProvider>
  );
}
