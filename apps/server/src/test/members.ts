import type { FastifyInstance } from 'fastify';
import { encryptPassword } from '../platform/crypto/password-transport.js';
import { loadConfig } from '../config.js';

const transport = loadConfig({ NODE_ENV: 'test' }).transport;

/** Encrypts a password the way the browser does (AES-128-CBC with the dev transport key). */
export const encrypt = (password: string) => encryptPassword(transport, password);

let sequence = 0;
/** A different client address per helper call, so per-IP limits never trip across tests. */
const clientIp = () => `192.0.2.${(sequence % 250) + 1}`;
/** A fresh email address per call, so tests never share an account. */
export const uniqueEmail = (label = 'member') => `${label}.${process.pid}.${Date.now()}.${++sequence}@example.com`;

/** The newest code sent to an address, read from the dev outbox. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = res.json() as { code: string }[];
  if (!newest) throw new Error(`No message was sent to ${to}`);
  return newest.code;
}

/** Sends a login code to an email address and logs in with it; returns the login answer. */
export async function loginByEmailCode(app: FastifyInstance, email: string, merchant = '456817') {
  const headers = { businessnumber: merchant };
  const send = await app.inject({
    method: 'POST',
    url: '/api/v1/identity/send/emailcode',
    headers,
    payload: { email, type: 1 },
    remoteAddress: clientIp(),
  });
  if (send.statusCode !== 200) throw new Error(`send code failed: ${send.body}`);
  const checkCode = await latestCode(app, email.toLowerCase());
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/identity/emaillogon',
    headers,
    payload: { email, checkCode },
  });
  if (res.statusCode !== 200) throw new Error(`email logon failed: ${res.body}`);
  return res.json().data as { token: string; nextPage: number };
}

export const completionPayload = (password = 'Travel2026') => ({
  lastName: ' chen ',
  firstName: 'mei',
  appellation: 2,
  datebirth: '1990-05-17',
  nationality: 'AU',
  residency: 'CN',
  password: encrypt(password),
  password_two: encrypt(password),
  subscribe: 1,
});

/**
 * A registered, completed member of `merchant`: returns its token, email and password.
 * Use it wherever a test needs a logged-in member.
 */
export async function registerMember(app: FastifyInstance, merchant = '456817', password = 'Travel2026') {
  const email = uniqueEmail();
  const { token } = await loginByEmailCode(app, email, merchant);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/account/perfect/information',
    headers: { businessnumber: merchant, authorization: `Bearer ${token}` },
    payload: completionPayload(password),
  });
  if (res.statusCode !== 200) throw new Error(`completion failed: ${res.body}`);
  return { token, email, password, headers: { businessnumber: merchant, authorization: `Bearer ${token}` } };
}
