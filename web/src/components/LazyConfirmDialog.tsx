import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * ConfirmDialog whose code (Radix's dialog, most of its weight) loads the first time it opens, so a
 * page that may ask a question shows without it. Closed, it renders nothing.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
