import { loadToaster } from '../components/toaster/toasterLoader';

type ToastKind = 'success' | 'info' | 'warning' | 'error';

function show(kind: ToastKind, message: string): void {
  loadToaster().then(
    ({ toast: sonnerToast }) => {
      sonnerToast[kind](message);
    },
    (error: unknown) => {
      // The toast's code could not load (offline after a deploy): the message still reaches the log.
      console.warn(`Could not show the notification "${message}"`, error);
    },
  );
}

/**
 * The one import for toasts: `toast.success/info/warning/error(message)`. The toast area (top
 * right, 4 s, at most three at a time; AppToaster) loads with the first toast.
 */
export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
} as const;
