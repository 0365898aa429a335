import type * as Sonner from 'sonner';

/**
 * Toasts, with sonner kept out of a page's first load: the toaster (app/toasts.tsx) mounts when the first toast is
 * asked for, and that toast waits until it listens (sonner drops what is sent while no toaster listens). Use this,
 * not sonner's own `toast`.
 */
let sonner: Promise<typeof Sonner> | undefined;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

let toasterWanted = false;
const toasterWantedListeners = new Set<() => void>();

/** Whether a toast has been asked for, so the toaster must be on the page (read with useSyncExternalStore). */
export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  toasterWantedListeners.add(listener);
  return () => toasterWantedListeners.delete(listener);
}

/** Called by the toaster once it listens. */
export function markToasterMounted(): void {
  toasterMounted();
}

function show(kind: 'success' | 'error', message: string, options?: Sonner.ExternalToast): void {
  sonner ??= import('sonner');
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterWantedListeners) listener();
  }
  void Promise.all([sonner, toasterReady]).then(([{ toast: sonnerToast }]) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: Sonner.ExternalToast) => show('success', message, options),
  error: (message: string, options?: Sonner.ExternalToast) => show('error', message, options),
};
