import { create } from 'zustand';

/** A toast stays 3 seconds (errors a little longer: they are read, not glanced at). */
export const TOAST_DURATION_MS = 3_000;
const MAX_VISIBLE = 3;

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Shows a short message; callable from anywhere (stores, hooks, event handlers). */
export function showToast(message: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { id, message, tone }].slice(-MAX_VISIBLE) }));
  setTimeout(() => dismissToast(id), tone === 'error' ? TOAST_DURATION_MS * 2 : TOAST_DURATION_MS);
  return id;
}
