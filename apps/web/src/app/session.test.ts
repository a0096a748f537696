import { LIMITS, type Account } from '@storefront/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberQueries } from '../api/member-queries';
import { loadTestLanguage } from '../test/render';
import { useAppStore } from './app-store';
import { pageNavigation } from './page-navigation';
import { CART_CHECK_PATH, LOGOUT_PATH, SEARCH_UPLOAD_PATH, logIn, logOut } from './session';
import { useUserStore } from './user-store';

const envelope = (data: unknown, code = 0, status = 200, message = 'success') =>
  new Response(JSON.stringify({ code, message, data }), { status, headers: { 'content-type': 'application/json' } });

const ACCOUNT: Account = {
  id: 7,
  nickName: 'ann@example.com',
  headimg: '',
  email: 'ann@example.com',
  phone: '412345678',
  country: 61,
  lastName: 'LEE',
  firstName: 'ANN',
  appellation: 2,
  datebirth: '1990-05-12',
  nationality: 'AU',
  residency: 'NZ',
  roleName: 'member',
  subscribe: 1,
  orderEmail: 1,
  orderMsg: 0,
  activityMsg: 0,
  activityEmail: 1,
  favoritesCount: 3,
  couponsCount: 2,
  integralCount: 150,
  completed: true,
};

type Call = { path: string; method: string; body: unknown; authorization: string | undefined };

let calls: Call[];
let answers: Record<string, () => Response>;
let queryClient: QueryClient;

beforeAll(() => loadTestLanguage());

beforeEach(() => {
  calls = [];
  answers = {
    [SEARCH_UPLOAD_PATH]: () => envelope({ saved: 1 }),
    '/v1/account/load': () => envelope(ACCOUNT),
    [CART_CHECK_PATH]: () => envelope(null, 3004, 404, 'No route'),
    [LOGOUT_PATH]: () => envelope(null),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const headers = init.headers as Record<string, string>;
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        authorization: headers.Authorization,
      });
      return (answers[path] ?? (() => envelope(null, 3004, 404)))();
    }),
  );
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAppStore.setState({ merchantNumber: '456817', language: 'en-AU', currency: 'AUD' });
  useUserStore.getState().logout();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('logIn', () => {
  it('runs the spec §4 sequence: header, search history upload, token, account, cart count, 7-day expiry', async () => {
    useUserStore.setState({ searchHs: ['Sydney', 'Uluru'] });
    const before = Date.now();
    await logIn('tok-1', queryClient);

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${SEARCH_UPLOAD_PATH}`,
      'GET /v1/account/load',
      `POST ${CART_CHECK_PATH}`,
    ]);
    expect(calls.every((call) => call.authorization === 'Bearer tok-1')).toBe(true);
    expect(calls[0]?.body).toEqual([
      { keyword: 'Sydney', save: 0 },
      { keyword: 'Uluru', save: 0 },
    ]);
    expect(calls[2]?.body).toEqual({ pageIndex: 1, pageSize: 20, check: 1 });

    const user = useUserStore.getState();
    expect(user.token).toBe('tok-1');
    expect(user).toMatchObject({
      nickName: 'ann@example.com',
      email: 'ann@example.com',
      phone: '412345678',
      country: '61',
      nationality: 'AU',
      residency: 'NZ',
      favoritesCount: 3,
      couponsCount: 2,
      integralCount: 150,
      orderEmail: 1,
      orderMsg: 0,
      activityMsg: 0,
      activityEmail: 1,
    });
    // The cart does not exist yet: its 404 leaves the badge at 0, silently.
    expect(user.socketMsg.cartNumber).toBe(0);
    expect(console.warn).not.toHaveBeenCalled();
    expect(user.cacheEndTime).toBeGreaterThanOrEqual(before + LIMITS.loginCacheMs);
    expect(queryClient.getQueryData(memberQueries.account().queryKey)).toEqual(ACCOUNT);
  });

  it('skips the upload without local history and takes the cart count once the cart answers', async () => {
    answers[CART_CHECK_PATH] = () => envelope({ pageIndex: 1, pageSize: 20, total: 4, list: [] });
    await logIn('tok-2', queryClient);
    expect(calls.some((call) => call.path === SEARCH_UPLOAD_PATH)).toBe(false);
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(4);
  });

  it('keeps the session when the upload or the account load fails, and leaves browse records local', async () => {
    answers[SEARCH_UPLOAD_PATH] = () => envelope(null, 3004, 404);
    answers['/v1/account/load'] = () => envelope(null, 5000, 500, 'boom');
    const records = [{ type: 1, productId: 'P1', filterTitle: 'Tour', save: 0 as const }];
    useUserStore.setState({ searchHs: ['Cairns'], newPreviews: records });
    await logIn('tok-3', queryClient);
    expect(useUserStore.getState().token).toBe('tok-3');
    expect(useUserStore.getState().newPreviews).toEqual(records);
    expect(calls.some((call) => call.path.includes('browse'))).toBe(false);
  });
});

describe('logOut', () => {
  it('ends the local session at once, then revokes the token on the server', async () => {
    useUserStore.getState().startSession('tok-4');
    useUserStore.setState({ nickName: 'Ann', searchHs: ['Sydney'], favoritesCount: 2, socketMsg: { cartNumber: 5 } });
    queryClient.setQueryData(memberQueries.account().queryKey, ACCOUNT);
    queryClient.setQueryData(['member', 'passengers', { pageIndex: 1 }], { list: [] });
    queryClient.setQueryData(['merchant', '456817'], { kept: true });

    const done = logOut(queryClient);
    expect(useUserStore.getState()).toMatchObject({
      token: '',
      nickName: '',
      searchHs: [],
      favoritesCount: 0,
      socketMsg: { cartNumber: 0 },
      cacheEndTime: null,
    });
    await done;

    expect(calls).toEqual([{ path: LOGOUT_PATH, method: 'POST', body: undefined, authorization: 'Bearer tok-4' }]);
    expect(queryClient.getQueryData(memberQueries.account().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['member', 'passengers', { pageIndex: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(['merchant', '456817'])).toEqual({ kept: true });
  });

  it('treats a session the server already ended (1006) as logged out, without a reload', async () => {
    answers[LOGOUT_PATH] = () => envelope(null, 1006, 401, 'Session ended');
    useUserStore.getState().startSession('tok-5');
    await logOut(queryClient);
    expect(useUserStore.getState().token).toBe('');
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });

  it('calls nothing when there was no session', async () => {
    await logOut(queryClient);
    expect(calls).toEqual([]);
  });
});
