import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** How long a toast stays unless the user hovers or focuses it. */
const TOAST_DURATION_MS = 4000;
/** More toasts than this wait behind the newest ones. */
const MAX_VISIBLE_TOASTS = 3;

/**
 * The one toast area (top right on every page); `toast` from `lib/toast` fills it.
 * It sits below the sticky header so a toast never covers the navigation, and the colours come
 * from the site's tokens (toast.css).
 */
export function AppToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after the <Toaster> below has subscribed to the toasts (a child's effects run first).
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      className="toaster"
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      theme="light"
      richColors
      closeButton
      expand
      offset={{ top: 'calc(var(--header-height) + 0.75rem)', right: 'var(--gutter)' }}
      mobileOffset={{ top: 'calc(var(--header-height) + 0.5rem)', left: '0.75rem', right: '0.75rem' }}
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  );
}
