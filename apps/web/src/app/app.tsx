import type { CSSProperties, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@aurelle/contract';

/**
 * The providers every page sits in, the same in the browser and on the server (which renders the storefront with its
 * own router and a query client of the request's own): React Query, the router, the toasts.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      {/* One toast at a time, 5 s (docs/decisions/057-readings-of-the-spec.md). */}
      <Toaster
        position="top-center"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        closeButton
        toastOptions={{
          className: 'font-sans',
          classNames: { toast: 'border-l-2! border-l-gold! shadow-[0_18px_40px_-24px_rgba(21,19,15,0.45)]!' },
        }}
        // Sonner's own theme variables, set to the house palette: white card, ink text, square corners, a gold edge.
        style={
          {
            '--normal-bg': '#ffffff',
            '--normal-border': 'var(--color-line)',
            '--normal-text': 'var(--color-ink)',
            '--border-radius': '0px',
          } as CSSProperties
        }
      />
    </QueryClientProvider>
  );
}
