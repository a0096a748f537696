import { LIMITS, type LoginResult } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMerchant } from '../../api/merchant-queries';
import { useAppStore } from '../../app/app-store';
import { emitLoginEd } from '../../app/login-events';
import { notify } from '../../app/notify';
import { logIn } from '../../app/session';
import { defaultCallingCode } from '../../components/calling-code-select';
import { useStorefrontForm } from '../../components/form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { AgreementPanel } from './agreement-panel';
import { CompleteInfoPanel } from './complete-info-panel';
import type { CodeTarget } from './identity-api';
import { LoginPanel, loginDefaults, type LoginValues } from './login-panel';
import { ResetPasswordPanel, type ResetStart } from './reset-password-panel';

type Panel =
  | { name: 'login' }
  | { name: 'agreement' }
  | { name: 'complete'; token: string }
  | { name: 'reset'; start: ResetStart };

const TITLES = {
  login: 'login.title',
  agreement: 'agreement.title',
  complete: 'complete.title',
  reset: 'reset.title',
} as const;

const DESCRIPTIONS = {
  login: 'login.description',
  agreement: 'agreement.description',
  complete: 'complete.description',
  reset: 'reset.description',
} as const;

/**
 * The login dialog (spec §2, §4): login-or-register, service agreement and complete-information
 * panels; 526 px wide, 826 px on the agreement panel, a full-screen sheet on phones. Loaded on
 * first open by the header's LoginDialogHost.
 */
export default function LoginDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = useAppStore((s) => s.loginDialogOpen);
  const setOpen = useAppStore((s) => s.setLoginDialogOpen);
  const merchant = useMerchant();
  const [panel, setPanel] = useState<Panel>({ name: 'login' });
  // After a reset the login panel starts afresh on password login, the reset's address filled in.
  const [afterReset, setAfterReset] = useState<{ round: number; contact: CodeTarget['kind'] } | null>(null);
  // shouldUnregister: only the fields of the shown login form (email or phone, code or password) validate.
  const form = useStorefrontForm<LoginValues>({
    defaultValues: loginDefaults(defaultCallingCode(merchant?.common.countryCode)),
    shouldUnregister: true,
  });

  const close = () => {
    setOpen(false);
    setPanel({ name: 'login' });
  };

  /** Logged in (nextPage 0, or after completing): the session sequence, then close, reset and emit loginEd. */
  const finish = async (token: string) => {
    await logIn(token, queryClient);
    close();
    form.reset();
    void notify('success', t('login.success'), { subject: 'login' });
    emitLoginEd();
  };

  const onResult = async ({ token, nextPage }: LoginResult) => {
    if (nextPage === 0) await finish(token);
    else setPanel({ name: 'complete', token });
  };

  const resetDone = (target: CodeTarget) => {
    // New defaults, not setValue: the remounted panel registers its fields afresh from the defaults.
    const defaults = loginDefaults(defaultCallingCode(merchant?.common.countryCode));
    form.reset(
      target.kind === 'email'
        ? { ...defaults, email: target.email }
        : { ...defaults, phone: target.phone, country: target.country },
    );
    setAfterReset((last) => ({ round: (last?.round ?? 0) + 1, contact: target.kind }));
    setPanel({ name: 'login' });
  };

  const width = panel.name === 'agreement' ? LIMITS.loginDialogAgreementWidth : LIMITS.loginDialogWidth;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        width={width}
        closeLabel={t('common.close')}
        sheetOnPhone
        data-testid="login-dialog"
        data-panel={panel.name}
        // Clicks in the date picker's popover (portalled outside) must not close the dialog.
        onInteractOutside={(event) => {
          if ((event.target as Element | null)?.closest?.('[data-radix-popper-content-wrapper]'))
            event.preventDefault();
        }}
      >
        <DialogTitle className="pr-10 text-xl font-semibold text-fourth">{t(TITLES[panel.name])}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">{t(DESCRIPTIONS[panel.name])}</DialogDescription>
        <div className="mt-5">
          <LoginPanel
            key={afterReset?.round ?? 0}
            form={form}
            hidden={panel.name !== 'login'}
            onOpenAgreement={() => setPanel({ name: 'agreement' })}
            onForgot={(start) => setPanel({ name: 'reset', start })}
            onResult={onResult}
            initialMode={afterReset ? 'password' : 'code'}
            initialContact={afterReset?.contact ?? 'email'}
          />
          {panel.name === 'reset' && (
            <ResetPasswordPanel start={panel.start} onBack={() => setPanel({ name: 'login' })} onDone={resetDone} />
          )}
          {panel.name === 'agreement' && (
            <AgreementPanel
              onBack={() => setPanel({ name: 'login' })}
              onAgree={() => {
                form.setValue('agree', true);
                setPanel({ name: 'login' });
              }}
            />
          )}
          {panel.name === 'complete' && <CompleteInfoPanel token={panel.token} onSaved={() => finish(panel.token)} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
