import { randomInt } from 'node:crypto';
import type { ReferralOverview } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { PointsService } from '../points/service.js';
import * as repo from './repo.js';

export type { ReferralRule } from './repo.js';

/** A merchant's referral credit when it has set none (docs/decisions.md, "Referral credit"). */
export const DEFAULT_REFERRAL_RULE: repo.ReferralRule = { referrerPoints: 500, referredPoints: 500, monthlyCap: 10 };

/** What the referral rules need to know of a member; the identity module owns members. */
export type MemberContact = {
  id: number;
  email: string | null;
  phone: string | null;
  phoneCountry: number | null;
  firstName: string;
  lastName: string;
};

/** The port to the identity module (wired in app.ts): members by id, of the context's merchant. */
export type MemberDirectory = {
  findMembers(ctx: RequestContext, memberIds: readonly number[]): Promise<MemberContact[]>;
};

/** The order that completed, as the orders module reports it. */
export type CompletedOrder = { merchantNumber: string; memberId: number; orderId: number; ocode: string };

// No 0/O or 1/I: codes get read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const LIST_LIMIT = 50;

/**
 * Referral credit (spec §1 site terms): each member has an invite code; a member who registers
 * with one is credited, with its referrer, when its first order completes. Bounded: no
 * self-referral, one credit per referred member, codes of this merchant only, a monthly cap per
 * referrer.
 */
export function createReferralService(deps: {
  db: Db;
  points: Pick<PointsService, 'awardReferralPoints'>;
  members: MemberDirectory;
}) {
  const { db } = deps;
  const ruleOf = async (merchantNumber: string) =>
    (await repo.findReferralRule(db, merchantNumber)) ?? DEFAULT_REFERRAL_RULE;

  /** The member's code, made on first use; a collision with another member's code draws again. */
  async function ensureInviteCode(owner: repo.Owner): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.findInviteCode(db, owner);
      if (existing) return existing;
      await repo.insertInviteCode(db, owner, newInviteCode(), new Date().toISOString());
    }
    const code = await repo.findInviteCode(db, owner);
    if (!code) throw new Error('could not draw a free invite code');
    return code;
  }

  async function getOverview(ctx: RequestContext, memberId: number): Promise<ReferralOverview> {
    const owner = { merchantNumber: ctx.merchant.number, memberId };
    const [code, rule, rows, earnedPoints, referredBy] = await Promise.all([
      ensureInviteCode(owner),
      ruleOf(owner.merchantNumber),
      repo.findReferralsOf(db, owner, LIST_LIMIT),
      repo.sumReferrerPoints(db, owner),
      repo.findReferrerCode(db, owner),
    ]);
    const members = new Map(
      (
        await deps.members.findMembers(
          ctx,
          rows.map((r) => r.referredId),
        )
      ).map((m) => [m.id, m]),
    );
    return {
      code,
      ...rule,
      earnedPoints,
      referredBy: referredBy ?? null,
      referrals: rows.map((r) => ({
        name: maskedName(members.get(r.referredId)),
        state: r.state,
        joinedAt: r.createdAt,
        creditedAt: r.creditedAt,
        points: r.referrerPoints,
      })),
    };
  }

  /**
   * Checks the code a member registers with and answers the step that records its referrer inside
   * the registration's transaction (the checks read outside it: on SQLite a read beside an open
   * transaction would wait for it). Refuses (2001, field inviteCode) a code not of this merchant,
   * and the member's own code or one of a member with the same email or phone.
   */
  async function prepareReferral(
    ctx: RequestContext,
    member: MemberContact,
    code: string,
  ): Promise<(trx: Db) => Promise<void>> {
    const merchantNumber = ctx.merchant.number;
    const referrerId = await repo.findCodeHolder(db, merchantNumber, code);
    if (referrerId === undefined) {
      throw new AppError('validationFailed', 'This invite code is not known in this shop', 'inviteCode');
    }
    const [referrer] = referrerId === member.id ? [member] : await deps.members.findMembers(ctx, [referrerId]);
    if (!referrer || sameContact(referrer, member)) {
      throw new AppError('validationFailed', 'Your own invite code cannot be used to register', 'inviteCode');
    }
    return async (trx) => {
      const at = new Date().toISOString();
      const recorded = await repo.insertReferral(trx, merchantNumber, { referrerId, referredId: member.id, code, at });
      if (!recorded) {
        throw new AppError('conflict', 'This account already registered with an invite code', 'inviteCode');
      }
    };
  }

  /**
   * Credits a referral when the referred member's first order completes, inside the completion's
   * transaction: the referred member's share always, the referrer's while under the monthly cap.
   * Any later completion finds nothing pending and credits nothing.
   */
  async function creditFirstOrder(trx: Db, order: CompletedOrder, now: Date = new Date()): Promise<void> {
    const at = now.toISOString();
    const rule = (await repo.findReferralRule(trx, order.merchantNumber)) ?? DEFAULT_REFERRAL_RULE;
    const referred = { merchantNumber: order.merchantNumber, memberId: order.memberId };
    const credited = await repo.creditPendingReferral(trx, referred, {
      orderId: order.orderId,
      ocode: order.ocode,
      referredPoints: rule.referredPoints,
      at,
    });
    if (!credited) return;
    const orderRef = { orderId: order.orderId, ocode: order.ocode };
    await deps.points.awardReferralPoints(trx, referred, rule.referredPoints, orderRef);
    const referrer = { merchantNumber: order.merchantNumber, memberId: credited.referrerId };
    const underCap = await repo.takeMonthlyCredit(trx, referrer, at.slice(0, 7), rule.monthlyCap);
    await repo.settleReferrerShare(trx, order.merchantNumber, credited.id, {
      state: underCap ? 'credited' : 'capped',
      referrerPoints: underCap ? rule.referrerPoints : 0,
    });
    // The referrer's entry names no order code: the friend's order is not the referrer's to see.
    if (underCap) {
      await deps.points.awardReferralPoints(trx, referrer, rule.referrerPoints, { orderId: order.orderId, ocode: '' });
    }
  }

  /** Sets a merchant's referral credit (seed, tests; the back office later). */
  const setRule = (trx: Db, merchantNumber: string, rule: repo.ReferralRule) =>
    repo.upsertReferralRule(trx, merchantNumber, rule);

  return { getOverview, prepareReferral, creditFirstOrder, setRule };
}

export type ReferralService = ReturnType<typeof createReferralService>;

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Same person by contact: the same phone, or the same mailbox — sub-addresses (`name+x@`) and, at
 * Gmail, dots in the name reach one inbox, so a second account made that way is still oneself.
 */
export function sameContact(a: MemberContact, b: MemberContact): boolean {
  if (a.id === b.id) return true;
  if (a.email && b.email && mailbox(a.email) === mailbox(b.email)) return true;
  return Boolean(a.phone && b.phone && a.phoneCountry === b.phoneCountry && a.phone === b.phone);
}

function mailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const name = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
}

/** Enough to recognise a friend, not enough to identify a stranger: `M. C.` or `a***@example.com`. */
function maskedName(member: MemberContact | undefined): string {
  if (!member) return '—';
  if (member.firstName && member.lastName) return `${member.firstName[0]}. ${member.lastName[0]}.`;
  if (member.email) {
    const [local = '', domain = ''] = member.email.split('@');
    return `${local[0] ?? ''}***@${domain}`;
  }
  return member.phone ? `***${member.phone.slice(-3)}` : '—';
}
