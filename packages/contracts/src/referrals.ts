import { z } from 'zod';
import { ruleSchemas } from './validation.js';

/**
 * Referral credit (site terms, spec §1): a member shares an invite code; when the member it
 * brought completes a first order, both are credited once (docs/decisions.md, "Referral credit").
 */

/** Codes are shown upper-cased and compared that way, so a code typed in lower case still counts. */
export const inviteCodeSchema = ruleSchemas
  .inviteCode()
  .transform((value) => value.toUpperCase())
  .meta({ description: 'Invite code: 6–16 letters and digits (spec §5); case does not matter' });

/**
 * The invite field of registration: optional, and an empty field means "no code" (a form sends
 * what the visitor left blank).
 */
export const optionalInviteCode = z.union([z.literal(''), inviteCodeSchema]).optional();

/** Where a referral stands: waiting for the first completed order, credited, or credited without the referrer's share (monthly cap). */
export const REFERRAL_STATES = ['pending', 'credited', 'capped'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const referralEntry = z.object({
  /** The referred member, masked (first letter of the given name and of the family name, or of the email). */
  name: z.string(),
  state: z.enum(REFERRAL_STATES),
  joinedAt: z.string(),
  creditedAt: z.string().nullable(),
  /** Points the referrer got for this referral (0 while pending or when capped). */
  points: z.number().int(),
});
export type ReferralEntry = z.infer<typeof referralEntry>;

/** GET /api/v1/account/referral */
export const referralOverview = z.object({
  code: z.string().meta({ description: 'The member’s own invite code, to share' }),
  referrerPoints: z.number().int().meta({ description: 'Points the referrer gets per referred member’s first order' }),
  referredPoints: z.number().int().meta({ description: 'Points the referred member gets on its first order' }),
  monthlyCap: z.number().int().meta({ description: 'Referrals credited to one referrer per calendar month (UTC)' }),
  earnedPoints: z.number().int().meta({ description: 'Points this member earned by referring so far' }),
  /** Newest first, at most 50. */
  referrals: z.array(referralEntry),
  /** The code this member registered with, if any. */
  referredBy: z.string().nullable(),
});
export type ReferralOverview = z.infer<typeof referralOverview>;
