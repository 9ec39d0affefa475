import { create } from 'zustand';

/** PRODUCT.md §9: a toast stays 3 seconds. */
export const TOAST_DURATION_MS = 3_000;

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** The page it was shown on: a toast is never carried to the next page (issue 13). */
  path: string;
}

export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Forgets every toast (sign-out). */
export function clearToasts(): void {
  useToastStore.setState({ toasts: [] });
}

const currentPath = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * Shows a short message to the customer; callable from anywhere (stores, hooks, event handlers).
 * One toast at a time (issue 13): a new one replaces the one on screen instead of stacking.
 */
export function showToast(message: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  useToastStore.setState({ toasts: [{ id, message, tone, path: currentPath() }] });
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}
