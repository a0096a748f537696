import { LIMITS } from '@storefront/contracts';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../app/notify';

/** sonner's toaster: top centre, 3000 ms, at most three visible, grouped into a stack. */
export default function AppToaster() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-center" duration={LIMITS.toastDurationMs} visibleToasts={3} richColors closeButton />;
}
