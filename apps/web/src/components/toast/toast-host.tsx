import { Suspense, useSyncExternalStore } from 'react';
import { lazy } from '../../lib/lazy';
import { isToasterWanted, subscribeToasterWanted } from '../../app/notify';

const AppToaster = lazy(() => import('./toaster'));

/** Mounts the toaster the first time a toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
