import { useSyncExternalStore } from 'react';
import { uiMessages } from '#shared/common-messages';

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type ToastState = { current: ToastItem | null; used: boolean };

let state: ToastState = { current: null, used: false };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: ToastState) {
  state = next;
  listeners.forEach((listener) => listener());
}

// One toast at a time (SPEC §9): a new one replaces whatever is showing.
export function showToast(input: { title: string; description?: string; variant?: ToastVariant }): void {
  setState({ current: { id: nextId++, variant: 'default', ...input, open: true }, used: true });
}

export const toast = {
  success: (title: string, description?: string) => showToast({ title, description, variant: 'success' }),
  error: (description: string) =>
    showToast({ title: uiMessages.errorTitle, description, variant: 'destructive' }),
};

export function dismissToast(id: number): void {
  if (state.current?.id === id) setState({ ...state, current: { ...state.current, open: false } });
}

export function getToastState(): ToastState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: ToastState = { current: null, used: false };

export function useToastState(): ToastState {
  return useSyncExternalStore(subscribe, getToastState, () => serverState);
}
