// The toast queue as a pure reducer, so its rules are tested without rendering (SPEC §9).

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  /** Bold first line. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Colour and urgency: destructive toasts are announced assertively. @default 'default' */
  variant?: ToastVariant;
  /** Milliseconds on screen before it dismisses itself. @default 5000 */
  duration?: number;
  /** A button in the toast, e.g. 'Undo'; pressing it runs `onPress` and closes the toast. @default undefined */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: string;
  description?: string;
  action?: ToastAction;
}

/** At most one toast is on screen: a new one replaces the current one. */
export const TOAST_LIMIT = 1;
export const DEFAULT_TOAST_DURATION = 5000;
/** Distance in px a toast must be dragged to the right to dismiss it. */
export const SWIPE_THRESHOLD = 50;

export type ToastQueueAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id?: string };

export function toastReducer(toasts: readonly ToastItem[], action: ToastQueueAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      // Newest first; anything beyond the limit is dropped at once.
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      // A dismissed toast is removed from the queue, not just hidden.
      return action.id === undefined ? [] : toasts.filter((toast) => toast.id !== action.id);
  }
}

export function createToast(id: string, options: ToastOptions): ToastItem {
  return {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
    action: options.action,
  };
}

/** A drag of `deltaX` px to the right ends in a dismissal when it reaches the threshold. */
export function isSwipeDismissal(deltaX: number, threshold = SWIPE_THRESHOLD): boolean {
  return deltaX >= threshold;
}
