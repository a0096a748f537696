import { ERROR_CODES, LIMITS, type Envelope } from '@storefront/contracts';
import { useAppStore } from '../app/app-store';
import { i18n } from '../app/i18n';
import { notify } from '../app/notify';
import { pageNavigation } from '../app/page-navigation';
import { firstPathSegment, readJson, storageKey } from '../app/storage';
import { clearSavedUser, isLoggedIn, useUserStore } from '../app/user-store';

/**
 * Failures that never reached a server answer get negative codes, so `code` alone tells every
 * failure apart (server codes are 0 or positive).
 */
export const CLIENT_ERROR_CODES = {
  network: -1,
  timeout: -2,
  aborted: -3,
  badRequest: -4,
  badResponse: -5,
  cancelled: -6,
} as const;

type ClientErrorName = keyof typeof CLIENT_ERROR_CODES;

/** Every failed call throws this: the envelope code, a message for people, and the HTTP status (0 if none). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(
    code: number,
    message: string,
    status: number,
    /** The request field the server refused (`data.field`, e.g. `item.gcode`), for highlighting it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

const refusedField = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && typeof (data as { field?: unknown }).field === 'string'
    ? (data as { field: string }).field
    : undefined;

export const isApiError = (error: unknown, code?: number): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (complaint photos). */
  body?: unknown;
  /** Cancels the call (TanStack Query passes one); the error is then `cancelled`. */
  signal?: AbortSignal;
  /** The merchant to ask about; defaults to the current page's merchant. */
  businessNumber?: string;
  /** Raw envelope codes the caller handles itself (e.g. 1 of the address lookup): resolved, not thrown. */
  acceptCodes?: readonly number[];
  /**
   * Bearer for this call instead of the stored session's: the complete-information step holds the
   * login token before the session starts (spec §4, login dialog).
   */
  token?: string;
  /**
   * Throw 1005/1006 like any other code instead of logging out and reloading: the logout call,
   * for which a session that already ended is the wanted outcome.
   */
  sessionEndExpected?: boolean;
  /**
   * Throw 3002 instead of leaving for the site root: the guard's merchant load, which shows the
   * error page rather than another merchant's shop (spec §4 step 4).
   */
  unknownMerchantExpected?: boolean;
  /** Extra headers of this call (e.g. a guest order's `x-order-token`). */
  headers?: Record<string, string>;
};

export const API_BASE = '/api';

/** What the client reads of an HTTP answer: its status and its JSON body. */
export type ApiResponse = Pick<Response, 'status' | 'json'>;

/**
 * Where calls go and which host the page is on: the browser's `fetch` and location, replaced by
 * the server renderer (entry-server.tsx) with an in-process call to the API of the request's host.
 */
export const apiEnvironment = {
  fetch: (url: string, init: RequestInit): Promise<ApiResponse> => fetch(url, init),
  hostname: (): string => window.location.hostname,
  pathname: (): string => window.location.pathname,
  /** The visitor's saved country (the address lookup), none on the server. */
  savedCountry: (): string | undefined =>
    readJson<{ countryCode?: string }>(localStorage, storageKey('ip-info'))?.countryCode,
};

const SESSION_ENDED_CODES: readonly number[] = [ERROR_CODES.invalidToken.code, ERROR_CODES.sessionEnded.code];

const CLIENT_ERROR_TEXT = {
  network: 'http.networkError',
  timeout: 'http.timeout',
  aborted: 'http.aborted',
  badRequest: 'http.badRequest',
  badResponse: 'http.badResponse',
  cancelled: 'http.cancelled',
} as const satisfies Record<ClientErrorName, string>;

const clientError = (name: ClientErrorName, status = 0) =>
  new ApiError(CLIENT_ERROR_CODES[name], i18n.t(CLIENT_ERROR_TEXT[name]), status);

/**
 * The `timezone` header: this runtime's offset from UTC in minutes as `Date#getTimezoneOffset`
 * gives it (−480 for UTC+8), the form the live hub's `timezone` takes too. The zone's name
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`) cost 14–26 ms on a fresh page here — ICU
 * loading its time-zone data, on the page's first API call — where the offset costs nothing.
 */
export const currentTimeZone = () => String(new Date().getTimezoneOffset());

/** The seven standard headers (spec §7), without empty ones. */
export function standardHeaders(businessNumber?: string, tokenOverride?: string): Record<string, string> {
  const app = useAppStore.getState();
  const token = tokenOverride ?? useUserStore.getState().token;
  const headers: Record<string, string | undefined> = {
    businessNumber: businessNumber ?? app.merchantNumber ?? firstPathSegment(apiEnvironment.pathname()),
    language: app.language ?? undefined,
    currency: app.currency ?? undefined,
    timezone: currentTimeZone(),
    locations: apiEnvironment.savedCountry(),
    domainname: apiEnvironment.hostname(),
    Authorization: token ? `Bearer ${token}` : undefined,
  };
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]));
}

/** 1005, 1006 or HTTP 403: log out, clear the saved user and reload (spec §4, §8). */
function endSession(): void {
  clearSavedUser();
  pageNavigation.reload();
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/**
 * The one way the web talks to the server: `/api` + path, cookies included, standard headers,
 * a 120 s timeout (with the translated timeout toast) and the envelope unwrapped to its `data`.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    signal,
    businessNumber,
    acceptCodes = [],
    token,
    sessionEndExpected,
    unknownMerchantExpected,
  } = request;
  const extraHeaders = request.headers ?? {};
  const controller = new AbortController();
  let timedOut = false;
  let cancelled = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.requestTimeoutMs);
  const cancel = () => {
    cancelled = true;
    controller.abort();
  };
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });

  const headers = { ...standardHeaders(businessNumber, token), ...extraHeaders };
  // A form with files goes as multipart; the browser writes its content type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: ApiResponse;
  try {
    response = await apiEnvironment.fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      const timeout = clientError('timeout');
      notify('error', timeout.message, { subject: 'network' });
      throw timeout;
    }
    if (cancelled) throw clientError('cancelled');
    if (error instanceof DOMException && error.name === 'AbortError') throw clientError('aborted');
    throw clientError('network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }

  const sessionEnded = response.status === 403 || (isEnvelope(payload) && SESSION_ENDED_CODES.includes(payload.code));
  if (sessionEnded && !sessionEndExpected) {
    const hadSession = isLoggedIn();
    endSession();
    const code = isEnvelope(payload) ? payload.code : ERROR_CODES.forbidden.code;
    throw new ApiError(code, hadSession ? i18n.t('http.sessionEnded') : i18n.t('http.unknown'), response.status);
  }
  if (!isEnvelope(payload)) throw clientError(response.status === 400 ? 'badRequest' : 'badResponse', response.status);
  if (payload.code === ERROR_CODES.unknownMerchant.code) {
    if (!unknownMerchantExpected) pageNavigation.assign('/');
    throw new ApiError(payload.code, payload.message, response.status);
  }
  if (payload.code !== 0 && !acceptCodes.includes(payload.code)) {
    throw new ApiError(
      payload.code,
      payload.message || i18n.t('http.unknown'),
      response.status,
      refusedField(payload.data),
    );
  }
  return payload.data as T;
}
