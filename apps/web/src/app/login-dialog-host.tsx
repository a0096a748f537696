import { Suspense, useState } from 'react';
import { lazy } from '../lib/lazy';
import { useAppStore } from './app-store';

const LoginDialog = lazy(() => import('../features/identity/login-dialog'));

/** Loads the dialog's chunk the first time it is opened, then keeps it mounted so closing returns focus properly. */
export function LoginDialogHost() {
  const open = useAppStore((s) => s.loginDialogOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
