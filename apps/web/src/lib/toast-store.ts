import { TOAST_DURATION_MS } from '../config/ui.ts';
import { createStore } from './external-store.ts';

/** Toasts carry a type, a title and a text (spec portal.md §2); they stay 30000 ms unless told otherwise. */
export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  text?: string;
  duration: number;
}

export const toastStore = createStore<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export function showToast(input: { type: ToastType; title: string; text?: string; duration?: number }): number {
  const id = nextId++;
  const toast: Toast = { id, type: input.type, title: input.title, duration: input.duration ?? TOAST_DURATION_MS };
  if (input.text !== undefined) toast.text = input.text;
  toastStore.set((toasts) => [...toasts, toast]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toast.duration),
  );
  return id;
}
