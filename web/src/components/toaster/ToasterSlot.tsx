import { lazy, Suspense } from 'react';
import { toasterMounted, useToasterRequested } from './toasterLoader';

const AppToaster = lazy(() => import('./AppToaster').then(({ AppToaster }) => ({ default: AppToaster })));

/** Where the toast area goes: empty until the first toast, then the (lazily loaded) area. */
export function ToasterSlot() {
  if (!useToasterRequested()) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster onMounted={toasterMounted} />
    </Suspense>
  );
}
