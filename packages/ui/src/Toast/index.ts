export { ToastProvider, useToast } from './ToastProvider';
export type { ToastContextValue, ToastHandle, ToastProviderProps } from './ToastProvider';
export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { DEFAULT_TOAST_DURATION, SWIPE_THRESHOLD, TOAST_LIMIT } from './toastQueue';
export type { ToastAction, ToastItem, ToastOptions, ToastVariant } from './toastQueue';
