import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberInviteCode } from '../lib/invite-code';
import { useAppStore } from './app-store';
import { isLoggedIn } from './user-store';

/**
 * A shared invite link (`/{businessNumber}/{lang}/{currency}/…?invite=CODE`, spec §1 referral
 * credit): the code is kept for registration, and a visitor is offered the login-or-register
 * dialog at once, whose registration step shows the code filled in.
 */
export function useInviteLink() {
  const { search } = useLocation();
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  const openLogin = useAppStore((s) => s.setLoginDialogOpen);
  useEffect(() => {
    const code = new URLSearchParams(search).get('invite');
    if (!code || !merchantNumber) return;
    if (rememberInviteCode(merchantNumber, code) && !isLoggedIn()) openLogin(true);
  }, [search, merchantNumber, openLogin]);
}
