import {
  envelope,
  ok,
  operatorCreateMerchantRequest,
  operatorEnterRequest,
  operatorMerchant,
  staffForgotPasswordRequest,
  staffIdParams,
  staffInviteAcceptRequest,
  staffInviteRequest,
  staffLoginRequest,
  staffLoginResult,
  staffMe,
  staffMember,
  staffResetPasswordRequest,
  staffUpdateRequest,
  totpEnableRequest,
  totpSetupResult,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffSessionOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { StaffService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const done = envelope(z.null());

/** The back office's sign-in, staff management (owners) and platform operator routes. */
export function staffAdminRoutes(
  app: FastifyInstance,
  { staff, staffAuth }: { staff: StaffService; staffAuth: StaffAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const anySession = staffAuth.anyStaffSession();
  const owners = staffAuth.staffOnly('owner');
  const operators = staffAuth.operatorOnly();

  // ── Sign-in ──────────────────────────────────────────────────────────────────────────────────

  r.post(
    '/api/admin/v1/auth/login',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in: email, AES-encrypted password, and the authenticator code once TOTP is on (1020 asks for it, 1021 refuses it). totpSetupRequired: the token only enrols TOTP',
        body: staffLoginRequest,
        response: { 200: envelope(staffLoginResult) },
      },
    },
    async (request) => ok(await staff.login(request.body, request.ip)),
  );

  r.post(
    '/api/admin/v1/auth/logout',
    { onRequest: anySession, schema: { tags, summary: 'Ends this staff session', security, response: { 200: done } } },
    async (request) => {
      await staff.logout(staffSessionOf(request));
      return ok(null);
    },
  );

  r.get(
    '/api/admin/v1/auth/me',
    {
      onRequest: anySession,
      schema: { tags, summary: 'The signed-in member of staff', security, response: { 200: envelope(staffMe) } },
    },
    async (request) => ok(await staff.me(staffSessionOf(request))),
  );

  r.post(
    '/api/admin/v1/auth/totp/setup',
    {
      onRequest: anySession,
      schema: {
        tags,
        summary: 'Starts authenticator (TOTP) enrolment: a secret, its otpauth:// URL and a QR code (SVG)',
        security,
        response: { 200: envelope(totpSetupResult) },
      },
    },
    async (request) => ok(await staff.setupTotp(staffSessionOf(request))),
  );

  r.post(
    '/api/admin/v1/auth/totp/enable',
    {
      onRequest: anySession,
      schema: {
        tags,
        summary: 'Turns TOTP on with a code of the secret from setup; a TOTP-setup session becomes a full one',
        security,
        body: totpEnableRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await staff.enableTotp(staffSessionOf(request), request.body.code);
      return ok(null);
    },
  );

  r.post(
    '/api/admin/v1/auth/password/forgot',
    {
      schema: {
        tags,
        summary: 'Mails a 6-digit reset code (10 minutes, 5 tries); answers alike whether or not the account exists',
        body: staffForgotPasswordRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await staff.sendResetCode(request.body.email, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/api/admin/v1/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the mailed code; every session of the account ends',
        body: staffResetPasswordRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await staff.resetPassword(request.body, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/api/admin/v1/auth/invite/accept',
    {
      schema: {
        tags,
        summary: 'Accepts an invitation with the link’s token (single use, 72 hours) and a new password',
        body: staffInviteAcceptRequest,
        response: { 200: envelope(z.object({ email: z.string(), merchantNumber: z.string() })) },
      },
    },
    async (request) => ok(await staff.acceptInvite(request.body, request.ip)),
  );

  // ── Staff management (owners) ────────────────────────────────────────────────────────────────

  r.get(
    '/api/admin/v1/staff',
    {
      onRequest: owners,
      schema: {
        tags,
        summary: 'The merchant’s staff, invited ones too',
        security,
        response: { 200: envelope(z.array(staffMember)) },
      },
    },
    async (request) => ok(await staff.listStaff(staffOf(request))),
  );

  r.post(
    '/api/admin/v1/staff/invite',
    {
      onRequest: owners,
      schema: {
        tags,
        summary:
          'Invites by mail (a one-time link, 72 hours) with a role and refund limits; again for an invited address sends a new link',
        security,
        body: staffInviteRequest,
        response: { 200: envelope(staffMember) },
      },
    },
    async (request) => ok(await staff.inviteStaff(staffOf(request), request.body)),
  );

  r.patch(
    '/api/admin/v1/staff/:id',
    {
      onRequest: owners,
      schema: {
        tags,
        summary: 'Changes a member of staff’s role or refund limits (the last owner stays an owner: 4171)',
        security,
        params: staffIdParams,
        body: staffUpdateRequest,
        response: { 200: envelope(staffMember) },
      },
    },
    async (request) => ok(await staff.updateStaff(staffOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/admin/v1/staff/:id',
    {
      onRequest: owners,
      schema: {
        tags,
        summary: 'Removes a member of staff; their sessions end at once (never the last owner: 4171)',
        security,
        params: staffIdParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await staff.removeStaff(staffOf(request), request.params.id);
      return ok(null);
    },
  );

  // ── Platform operator ────────────────────────────────────────────────────────────────────────

  r.get(
    '/api/admin/v1/operator/merchants',
    {
      onRequest: operators,
      schema: {
        tags,
        summary: 'Platform operator: every merchant and its owners',
        security,
        response: { 200: envelope(z.array(operatorMerchant)) },
      },
    },
    async () => ok(await staff.listMerchants()),
  );

  r.post(
    '/api/admin/v1/operator/merchants',
    {
      onRequest: operators,
      schema: {
        tags,
        summary: 'Platform operator: creates a merchant and invites its first owner by mail',
        security,
        body: operatorCreateMerchantRequest,
        response: {
          200: envelope(z.object({ number: z.string(), title: z.string(), owner: staffMember })),
        },
      },
    },
    async (request) => ok(await staff.createMerchant(staffSessionOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/operator/enter',
    {
      onRequest: operators,
      schema: {
        tags,
        summary:
          'Platform operator: a new session inside a merchant’s desk (acting as owner), written to its audit log',
        security,
        body: operatorEnterRequest,
        response: { 200: envelope(staffLoginResult) },
      },
    },
    async (request) => ok(await staff.enterMerchant(staffSessionOf(request), request.body.merchantNumber)),
  );
}
