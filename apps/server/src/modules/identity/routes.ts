import {
  CODE_PURPOSES,
  SEND_CODE_TYPES,
  account,
  accountEmailCodeRequest,
  accountPhoneCodeRequest,
  completeInformationRequest,
  editEmailRequest,
  editInfoRequest,
  editPasswordRequest,
  editPhoneRequest,
  emailLogonRequest,
  envelope,
  loginResult,
  ok,
  passwordLoginRequest,
  passwordResetRequest,
  phoneLogonRequest,
  sendEmailCodeRequest,
  sendPhoneCodeRequest,
  subscribeRequest,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { IdentityService } from './service.js';

const done = envelope(z.null());
const sent = envelope(z.literal(true));
const bearer = [{ bearer: [] }];

export function identityRoutes(app: FastifyInstance, { identity }: { identity: IdentityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['identity'];

  r.post(
    '/api/v1/identity/send/emailcode',
    {
      schema: {
        tags,
        summary: 'Send a login or registration code (type 1) or a password-reset code (type 2) by email',
        body: sendEmailCodeRequest,
        response: { 200: sent },
      },
    },
    async (request) => {
      const contact = { kind: 'email' as const, email: request.body.email };
      if (request.body.type === SEND_CODE_TYPES.passwordReset)
        await identity.sendResetCode(request.ctx, contact, request.ip);
      else await identity.sendCode(request.ctx, contact, CODE_PURPOSES.login, request.ip);
      return ok(true as const);
    },
  );

  r.post(
    '/api/v1/identity/send/phonecode',
    {
      schema: {
        tags,
        summary: 'Send a login or registration code (type 1) or a password-reset code (type 2) by SMS',
        body: sendPhoneCodeRequest,
        response: { 200: sent },
      },
    },
    async (request) => {
      const { phone, country, type } = request.body;
      const contact = { kind: 'phone' as const, phone, country };
      if (type === SEND_CODE_TYPES.passwordReset) await identity.sendResetCode(request.ctx, contact, request.ip);
      else await identity.sendCode(request.ctx, contact, CODE_PURPOSES.login, request.ip);
      return ok(true as const);
    },
  );

  r.post(
    '/api/v1/identity/emailcode',
    {
      preHandler: requireMember,
      schema: {
        tags,
        security: bearer,
        summary: 'Send a code to a new email address (to change it)',
        body: accountEmailCodeRequest,
        response: { 200: sent },
      },
    },
    async (request) => {
      await identity.sendCode(
        request.ctx,
        { kind: 'email', email: request.body.email },
        CODE_PURPOSES.changeEmail,
        request.ip,
      );
      return ok(true as const);
    },
  );

  r.post(
    '/api/v1/identity/phonecode',
    {
      preHandler: requireMember,
      schema: {
        tags,
        security: bearer,
        summary: 'Send a code to a new phone number (to change it)',
        body: accountPhoneCodeRequest,
        response: { 200: sent },
      },
    },
    async (request) => {
      const { phone, country } = request.body;
      await identity.sendCode(request.ctx, { kind: 'phone', phone, country }, CODE_PURPOSES.changePhone, request.ip);
      return ok(true as const);
    },
  );

  r.post(
    '/api/v1/identity/login',
    {
      schema: {
        tags,
        summary: 'Log in with email or phone and the AES-encrypted password',
        body: passwordLoginRequest,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) => ok(await identity.loginWithPassword(request.ctx, request.body, request.ip)),
  );

  r.post(
    '/api/v1/identity/emaillogon',
    {
      schema: {
        tags,
        summary: 'Log in or register with an emailed code; nextPage 1 means complete the account',
        body: emailLogonRequest,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) =>
      ok(
        await identity.loginWithCode(
          request.ctx,
          { kind: 'email', email: request.body.email },
          request.body.checkCode,
          request.ip,
        ),
      ),
  );

  r.post(
    '/api/v1/identity/phonelogon',
    {
      schema: {
        tags,
        summary: 'Log in or register with a code sent by SMS; nextPage 1 means complete the account',
        body: phoneLogonRequest,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) => {
      const { phone, country, checkCode } = request.body;
      return ok(await identity.loginWithCode(request.ctx, { kind: 'phone', phone, country }, checkCode, request.ip));
    },
  );

  r.post(
    '/api/v1/identity/password/reset',
    {
      schema: {
        tags,
        summary:
          'Set a new password (AES-encrypted) with a code sent with type 2; ends every session of the member (log in afterwards)',
        body: passwordResetRequest,
        response: { 200: sent },
      },
    },
    async (request) => {
      await identity.resetPassword(request.ctx, request.body, request.ip);
      return ok(true as const);
    },
  );

  r.post(
    '/api/v1/identity/logout',
    {
      preHandler: requireMember,
      schema: { tags, security: bearer, summary: 'End this session', response: { 200: done } },
    },
    async (request) => {
      await identity.logout(memberOf(request));
      return ok(null);
    },
  );
}

export function accountRoutes(app: FastifyInstance, { identity }: { identity: IdentityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const memberOnly = { preHandler: requireMember };

  r.post(
    '/api/v1/account/perfect/information',
    {
      ...memberOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Complete a new account: names, title, birth date, nationality, residency, password',
        body: completeInformationRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await identity.completeInformation(request.ctx, memberOf(request), request.body);
      return ok(null);
    },
  );

  r.get(
    '/api/v1/account/load',
    {
      ...memberOnly,
      schema: { tags, security: bearer, summary: 'The account with its counts', response: { 200: envelope(account) } },
    },
    async (request) => ok(await identity.loadAccount(request.ctx, memberOf(request))),
  );

  r.put(
    '/api/v1/account/subscribe',
    {
      ...memberOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Notification choices',
        body: subscribeRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await identity.updateSubscriptions(request.ctx, memberOf(request), request.body);
      return ok(null);
    },
  );

  r.put(
    '/api/v1/account/edit/password',
    {
      ...memberOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password (AES-encrypted); ends every other session',
        body: editPasswordRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await identity.changePassword(request.ctx, memberOf(request), request.body);
      return ok(null);
    },
  );

  r.put(
    '/api/v1/account/edit/email',
    {
      ...memberOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the email with a code sent to the new address',
        body: editEmailRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await identity.changeContact(
        request.ctx,
        memberOf(request),
        { kind: 'email', email: request.body.email },
        request.body.checkCode,
      );
      return ok(null);
    },
  );

  r.put(
    '/api/v1/account/edit/phone',
    {
      ...memberOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the phone with a code sent to the new number',
        body: editPhoneRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      const { phone, country, checkCode } = request.body;
      await identity.changeContact(request.ctx, memberOf(request), { kind: 'phone', phone, country }, checkCode);
      return ok(null);
    },
  );

  r.put(
    '/api/v1/account/edit/info',
    {
      ...memberOnly,
      schema: {
        tags,
        security: bearer,
        summary: 'Edit names, title, birth date, nationality, residency, nickname',
        body: editInfoRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await identity.editInfo(request.ctx, memberOf(request), request.body);
      return ok(null);
    },
  );
}
