import { LIMITS } from '@storefront/contracts';
import type * as SonnerModule from 'sonner';

export type ToastStyle = 'info' | 'success' | 'warning' | 'error';

type Sonner = typeof SonnerModule;

/*
 * Toasts load on first use: sonner and its <Toaster/> stay out of the home route's initial
 * JavaScript. The first notify() asks <ToastHost/> to mount the toaster, waits until it is
 * listening, then shows the toast.
 */
let sonner: Promise<Sonner> | null = null;
let wanted = false;
let markMounted: () => void = () => undefined;
const listeners = new Set<() => void>();

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = () => wanted;

/** Called by the toaster once it is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}

function loadSonner(): Promise<Sonner> {
  sonner ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    wanted = true;
    for (const listener of listeners) listener();
  }).then(() => import('sonner'));
  return sonner;
}

export type NotifyOptions = {
  /**
   * What the toast is about ('cart', 'favourite', 'order-submit'…): one toast per subject, the
   * newest replacing the last, so "added" and "failed" about one thing never stand together.
   * Required, so no toast can stack beside a contradicting one (issue 18).
   */
  subject: string;
  description?: string | undefined;
};

/**
 * Shows a toast in one of the spec's four styles (§8) for 3000 ms; a newer toast about the same
 * subject replaces the visible one.
 */
export function notify(style: ToastStyle, message: string, { subject, description }: NotifyOptions): Promise<void> {
  return loadSonner().then(({ toast }) => {
    toast[style](message, { id: `subject:${subject}`, duration: LIMITS.toastDurationMs, description });
  });
}

/** How long an undo toast stays: longer than a plain toast, so the button can be reached (WCAG 2.2.1). */
export const UNDO_TOAST_MS = 8000;

/**
 * A toast with an Undo button. `onEnd` runs exactly once: `true` when Undo was pressed, `false`
 * when the toast timed out or was closed. sonner pauses the time while the pointer or focus is
 * on the toast, so what the shopper sees decides, not a separate timer. Answers a function that
 * closes the toast early (as if it timed out).
 */
export async function notifyUndoable(
  message: string,
  undoLabel: string,
  onEnd: (undone: boolean) => void,
): Promise<() => void> {
  let ended = false;
  const end = (undone: boolean) => {
    if (ended) return;
    ended = true;
    onEnd(undone);
  };
  try {
    const { toast } = await loadSonner();
    const id = toast(message, {
      duration: UNDO_TOAST_MS,
      action: { label: undoLabel, onClick: () => end(true) },
      onAutoClose: () => end(false),
      onDismiss: () => end(false),
    });
    return () => {
      end(false);
      toast.dismiss(id);
    };
  } catch {
    // Without a toast there is nothing to undo with: the change goes ahead.
    end(false);
    return () => undefined;
  }
}
