/**
 * The one import for toasts: `toast.success/info/warning/error/loading(message)`. The `<Toaster>`
 * that shows them is mounted once by `AppProviders` (top right, 4 s, at most three at a time).
 */
export { toast } from 'sonner';
