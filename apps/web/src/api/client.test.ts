import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store';
import * as notifyModule from '../app/notify';
import { pageNavigation } from '../app/page-navigation';
import { storageKey } from '../app/storage';
import { isLoggedIn, useUserStore } from '../app/user-store';
import { loadTestLanguage } from '../test/render';
import { ApiError, apiFetch, CLIENT_ERROR_CODES } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
let notify: ReturnType<typeof vi.spyOn>;

beforeAll(() => loadTestLanguage('en-AU'));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  notify = vi.spyOn(notifyModule, 'notify').mockResolvedValue(undefined);
  useAppStore.setState({ merchantNumber: '518200', language: 'zh-TW', currency: 'NZD' });
  useUserStore.getState().logout();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  it('calls /api with credentials and the standard headers, and returns data', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, message: 'success', data: { ok: 1 } }));
    useUserStore.getState().startSession('abc');
    await expect(apiFetch('/v1/business/configure')).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/business/configure');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      businessNumber: '518200',
      language: 'zh-TW',
      currency: 'NZD',
      domainname: window.location.hostname,
      Authorization: 'Bearer abc',
    });
    // Minutes from UTC as Date#getTimezoneOffset gives them (the live hub's form).
    expect((init.headers as Record<string, string>).timezone).toBe(String(new Date().getTimezoneOffset()));
  });

  it('sends a JSON body and an explicit merchant', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, message: 'success', data: null }));
    await apiFetch('/v1/open/get/address', { method: 'POST', body: { ip: null }, businessNumber: '630900' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ip":null}');
    expect(init.headers).toMatchObject({ businessNumber: '630900', 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('throws ApiError with the server code, message and status', async () => {
    fetchMock.mockResolvedValue(json({ code: 2001, message: 'email is invalid', data: { field: 'email' } }, 400));
    const error = await failure(apiFetch('/v1/x'));
    expect(error).toMatchObject({ code: 2001, message: 'email is invalid', status: 400 });
  });

  it('resolves codes the caller accepts', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, message: 'unchanged', data: null }));
    await expect(apiFetch('/v1/open/get/address', { acceptCodes: [1] })).resolves.toBeNull();
  });

  it.each([1005, 1006])('logs out, clears the saved user and reloads on %i', async (code) => {
    useUserStore.getState().startSession('abc');
    fetchMock.mockResolvedValue(json({ code, message: 'session ended', data: null }, 401));
    const error = await failure(apiFetch('/v1/account/load'));
    expect(error.code).toBe(code);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(storageKey('user'))).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('logs out and reloads on HTTP 403', async () => {
    useUserStore.getState().startSession('abc');
    fetchMock.mockResolvedValue(json({ code: 1003, message: 'forbidden', data: null }, 403));
    const error = await failure(apiFetch('/v1/account/load'));
    expect(error.status).toBe(403);
    expect(isLoggedIn()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes to the site root on 3002', async () => {
    fetchMock.mockResolvedValue(json({ code: 3002, message: 'No merchant', data: null }, 404));
    const error = await failure(apiFetch('/v1/business/configure'));
    expect(error.code).toBe(3002);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('throws 3002 without leaving when the caller shows an unknown merchant itself', async () => {
    fetchMock.mockResolvedValue(json({ code: 3002, message: 'No merchant', data: null }, 404));
    const error = await failure(apiFetch('/v1/business/configure', { unknownMerchantExpected: true }));
    expect(error.code).toBe(3002);
    expect(assign).not.toHaveBeenCalled();
  });

  it('maps a network failure to the translated network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/v1/x'));
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.network, status: 0 });
    expect(error.message).toMatch(/network error/i);
  });

  it('maps a body that is not an envelope to bad response, or bad request on 400', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    expect((await failure(apiFetch('/v1/x'))).code).toBe(CLIENT_ERROR_CODES.badResponse);
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 400 }));
    expect((await failure(apiFetch('/v1/x'))).code).toBe(CLIENT_ERROR_CODES.badRequest);
  });

  it('times out after 120 s with the translated timeout toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = failure(apiFetch('/v1/slow'));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe(CLIENT_ERROR_CODES.timeout);
    expect(notify).toHaveBeenCalledWith('error', error.message, { subject: 'network' });
    expect(error.message).toMatch(/timed out/i);
  });

  it('reports a call cancelled by its caller as cancelled, and any other abort as aborted', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = failure(apiFetch('/v1/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe(CLIENT_ERROR_CODES.cancelled);

    fetchMock.mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    expect((await failure(apiFetch('/v1/x'))).code).toBe(CLIENT_ERROR_CODES.aborted);
  });
});
