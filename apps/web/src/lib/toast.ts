import type * as Sonner from 'sonner';

/**
 * Toasts, with sonner kept out of a page's first load: the toaster mounts once the page has hydrated
 * (app/toasts.tsx), and a toast asked for before then waits for it (sonner drops what is sent while no toaster
 * listens). Use this, not sonner's own `toast`.
 */
let sonner: Promise<typeof Sonner> | undefined;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** Called by the toaster once it listens. */
export function markToasterMounted(): void {
  toasterMounted();
}

function show(kind: 'success' | 'error', message: string, options?: Sonner.ExternalToast): void {
  sonner ??= import('sonner');
  void Promise.all([sonner, toasterReady]).then(([{ toast: sonnerToast }]) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: Sonner.ExternalToast) => show('success', message, options),
  error: (message: string, options?: Sonner.ExternalToast) => show('error', message, options),
};
