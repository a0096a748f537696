import { LIMITS } from '@storefront/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';

/** Seconds left of a countdown that survives re-renders; `start` restarts it. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const reset = useCallback(() => {
    clearInterval(timer.current);
    setRemaining(0);
  }, []);
  const start = useCallback((seconds: number) => {
    clearInterval(timer.current);
    const end = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer.current);
    }, 1000);
  }, []);
  useEffect(() => () => clearInterval(timer.current), []);
  return { remaining, start, reset };
}

/**
 * The send-code button (spec §4, §5): `onSend` validates the address and asks for the code,
 * resolving true once it was sent; the button then counts down `LIMITS.codeResendSeconds` (60 s)
 * before it can send again.
 */
export function SendCodeButton({
  onSend,
  className,
  countdown,
}: {
  onSend: () => Promise<boolean>;
  className?: string;
  /** A countdown owned by the caller (e.g. one per address type); by default the button's own. */
  countdown?: ReturnType<typeof useCountdown>;
}) {
  const { t } = useTranslation();
  const own = useCountdown();
  const { remaining, start } = countdown ?? own;
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start(LIMITS.codeResendSeconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      // Keeps the focus in the field being typed: its blur would validate it, and a message
      // appearing or going above moves this button between press and release, losing the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => void send()}
      disabled={sending || remaining > 0}
      className={cn(
        'inline-flex h-10 shrink-0 items-center justify-center whitespace-nowrap rounded-lg border border-first px-3 text-sm font-semibold text-first hover:bg-seven disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent',
        className,
      )}
    >
      {remaining > 0 ? t('code.resendIn', { seconds: remaining }) : sending ? t('code.sending') : t('code.send')}
    </button>
  );
}
