import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@aurelle/contract';
import { markToasterMounted } from '@/lib/toast';

/** The toaster, loaded after the page has hydrated (lib/toast.ts). One toast at a time, 5 s (decision 057). */
export default function Toasts() {
  // Runs after the Toaster's own effects, so it listens by the time queued toasts are sent.
  useEffect(markToasterMounted, []);
  return (
    <Toaster
      position="top-center"
      // On a phone a toast spans the width: below the 64 px header, so the cart and menu buttons stay in reach.
      mobileOffset={{ top: 72 }}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      // Spec §9: F8 moves focus to the toasts; a swipe to the right (sonner closes past 45 px, so 50 px does) dismisses one.
      hotkey={['F8']}
      swipeDirections={['right']}
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
  );
}
