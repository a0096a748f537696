import { ERROR_CODES } from '@storefront/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/client';

/** A product that does not exist, is hidden or is not this shop's (3004), or a malformed code (2005). */
export const isNotFound = (error: unknown) =>
  isApiError(error) &&
  (error.code === ERROR_CODES.notFound.code || error.code === ERROR_CODES.malformedId.code || error.status === 404);

/** Sends a page whose subject does not exist to the not-found page (spec §2 `/error`). */
export function useNotFoundRedirect(error: unknown, extraMiss = false) {
  const navigate = useNavigate();
  const missing = isNotFound(error) || extraMiss;
  useEffect(() => {
    if (missing) void navigate('/error', { replace: true });
  }, [missing, navigate]);
}

/**
 * The document title of a page about one thing (a product): its name, then the merchant's.
 * Runs after the layout's route-title effect, so it wins once the name is known.
 */
export function useDocumentTitle(title: string | undefined, merchantTitle: string | undefined) {
  useEffect(() => {
    if (title) document.title = [title, merchantTitle].filter(Boolean).join(' · ');
  }, [title, merchantTitle]);
}
