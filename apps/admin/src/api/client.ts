import { ERROR_CODES, type Envelope } from '@storefront/contracts';
import { session } from '../app/session';

/** Every failed call throws this: the envelope code, the server's message, the HTTP status (0 if none). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly field: string | undefined;
  constructor(code: number, message: string, status: number, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

export const ADMIN_API = '/api/admin/v1';

type Request = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** For the storefront's public endpoints (the password transport key) instead of the admin API. */
  base?: string;
  headers?: Record<string, string>;
};

const SESSION_ENDED: readonly number[] = [ERROR_CODES.invalidToken.code, ERROR_CODES.sessionEnded.code];

/** Called when a signed-in call learns the session ended (expired, revoked): the router goes to login. */
let onSessionEnded: (() => void) | null = null;
export const setSessionEndedHandler = (handler: () => void) => {
  onSessionEnded = handler;
};

export function authHeaders(): Record<string, string> {
  const token = session.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** The desk's one way to the server: JSON in, the envelope unwrapped to its data, failures as ApiError. */
export async function adminFetch<T>(path: string, request: Request = {}): Promise<T> {
  const { method = 'GET', body, signal, base = ADMIN_API } = request;
  // The shop API refuses staff tokens (issue 13), so only the admin API gets the bearer.
  // The desk speaks English: the server answers refusals in the language asked, else the shop's default.
  const headers: Record<string, string> = {
    language: 'en-AU',
    ...(base === ADMIN_API ? authHeaders() : {}),
    ...request.headers,
  };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(-1, signal?.aborted ? 'Cancelled' : 'The server could not be reached. Check the connection.', 0);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (!isEnvelope(payload))
    throw new ApiError(-5, `Unexpected answer from the server (HTTP ${response.status})`, response.status);
  if (payload.code !== 0) {
    const hadToken = 'Authorization' in headers;
    if (hadToken && SESSION_ENDED.includes(payload.code)) {
      session.clear('ended');
      onSessionEnded?.();
    }
    const field = (payload.data as { field?: string } | null)?.field;
    throw new ApiError(payload.code, payload.message || 'The request failed', response.status, field);
  }
  return payload.data as T;
}

/** A download link for a CSV export: same filters, the token in the Authorization header via fetch. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(`${ADMIN_API}${path}`, { headers: authHeaders() });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw new ApiError(
      isEnvelope(payload) ? payload.code : -5,
      isEnvelope(payload) ? payload.message : `Download failed (HTTP ${response.status})`,
      response.status,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
