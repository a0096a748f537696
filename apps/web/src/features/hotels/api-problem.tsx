import { ERROR_CODES } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { isApiError } from '../../api/client';
import { AlertIcon } from './hotel-icons';

/** A failed hotel call, said plainly: what failed, why in the page language, the server's own words, a retry. */
export function ApiProblem({
  title,
  error,
  reason: knownReason,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** The reason when the page already knows it (a stay refused before asking the server). */
  reason?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : undefined;
  const reason =
    knownReason ??
    (code === ERROR_CODES.validationFailed.code
      ? t('hotels.errors.invalid')
      : code === ERROR_CODES.rateLimited.code
        ? t('hotels.errors.busy')
        : code !== undefined && code < 0
          ? (error as Error).message
          : t('http.unknown'));
  // Server codes carry the server's explanation (in English), e.g. the field that was refused.
  const detail = code !== undefined && code > 0 && error instanceof Error ? error.message : null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-slate-900"
      data-testid="api-problem"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-slate-800">{reason}</p>
        {detail && (
          <p className="mt-1 text-xs text-slate-700" data-testid="api-problem-detail">
            {t('hotels.errors.detail', { code })} <span lang="en">{detail}</span>
          </p>
        )}
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:border-first"
          >
            {t('common.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
