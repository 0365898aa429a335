import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonnerToast = { success: vi.fn(), error: vi.fn() };
vi.mock('sonner', () => ({ toast: sonnerToast }));

/** Lets the dynamic import and the promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules();
    sonnerToast.success.mockClear();
    sonnerToast.error.mockClear();
  });

  it('holds a toast asked for before the toaster listens, and sends it once it does', async () => {
    const { toast, markToasterMounted } = await import('./toast');
    toast.success('Added to cart', { description: 'Rose Route, 50 ml' });
    toast.error('Failed to update cart item');
    await settle();
    expect(sonnerToast.success).not.toHaveBeenCalled();

    markToasterMounted();
    await settle();
    expect(sonnerToast.success).toHaveBeenCalledWith('Added to cart', { description: 'Rose Route, 50 ml' });
    expect(sonnerToast.error).toHaveBeenCalledWith('Failed to update cart item', undefined);
  });

  it('sends at once when the toaster already listens', async () => {
    const { toast, markToasterMounted } = await import('./toast');
    markToasterMounted();
    toast.error('Login Failed');
    await settle();
    expect(sonnerToast.error).toHaveBeenCalledWith('Login Failed', undefined);
  });

  it('asks for the toaster with the first toast, and only then', async () => {
    const { toast, isToasterWanted, subscribeToasterWanted } = await import('./toast');
    const listener = vi.fn();
    subscribeToasterWanted(listener);
    expect(isToasterWanted()).toBe(false);

    toast.success('Profile updated');
    toast.success('Address saved');
    expect(isToasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
