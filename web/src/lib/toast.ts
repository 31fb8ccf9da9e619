import { loadToaster } from '../components/toaster/toasterLoader';

type ToastKind = 'success' | 'info' | 'warning' | 'error';
type ToastId = string;

export interface ToastOptions {
  /** A second line under the title. */
  description?: string;
  /** One button in the toast, e.g. `Upgrade Plan`. */
  action?: { label: string; onClick: () => void };
}

// Every toast goes out through one chain, so a loading toast and the toast that replaces it reach
// the toast area in the order they were raised.
let shown: Promise<unknown> = Promise.resolve();
let lastId = 0;

function show(kind: ToastKind | 'loading', message: string, options?: ToastOptions & { id?: ToastId }): void {
  shown = shown.then(loadToaster).then(
    ({ toast: sonnerToast }) => {
      if (kind === 'loading') sonnerToast.loading(message, options);
      else sonnerToast[kind](message, options);
    },
    (error: unknown) => {
      // The toast's code could not load (offline after a deploy): the message still reaches the log.
      console.warn(`Could not show the notification "${message}"`, error);
    },
  );
}

/**
 * A loading toast under way: it stays (with a spinner) until replaced in place by the outcome, or
 * dismissed.
 */
export interface LoadingToast {
  success(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
  warning(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  dismiss(): void;
}

function loading(message: string, options?: ToastOptions): LoadingToast {
  const id = `loading-${String((lastId += 1))}`;
  show('loading', message, { ...options, id });
  // The outcome takes the loading toast's place (same id); what the loading toast said under its
  // title does not carry over.
  const replace = (kind: ToastKind) => (outcome: string, outcomeOptions?: ToastOptions) => {
    show(kind, outcome, { description: undefined, action: undefined, ...outcomeOptions, id });
  };
  return {
    success: replace('success'),
    info: replace('info'),
    warning: replace('warning'),
    error: replace('error'),
    dismiss: () => {
      shown = shown.then(loadToaster).then(
        ({ toast: sonnerToast }) => sonnerToast.dismiss(id),
        () => undefined,
      );
    },
  };
}

/**
 * The one import for toasts: `toast.success/info/warning/error(message, options?)`, and for a long
 * action (an upload, an export, the way to checkout) `const wait = toast.loading('Uploading…')`
 * then `wait.success(…)` or `wait.error(…)`, which replaces it. The toast
 * area (top right, 4 s, at most three at a time; AppToaster) loads with the first toast.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading,
} as const;
