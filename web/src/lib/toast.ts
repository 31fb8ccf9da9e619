import { loadToaster } from '../components/toaster/toasterLoader';

type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** A second line under the title. */
  description?: string;
  /** One button in the toast, e.g. `Upgrade Plan`. */
  action?: { label: string; onClick: () => void };
}

function show(kind: ToastKind, message: string, options?: ToastOptions): void {
  loadToaster().then(
    ({ toast: sonnerToast }) => {
      sonnerToast[kind](message, options);
    },
    (error: unknown) => {
      // The toast's code could not load (offline after a deploy): the message still reaches the log.
      console.warn(`Could not show the notification "${message}"`, error);
    },
  );
}

/**
 * The one import for toasts: `toast.success/info/warning/error(message, options?)`. The toast area
 * (top right, 4 s, at most three at a time; AppToaster) loads with the first toast.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
} as const;
