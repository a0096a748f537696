import { STAFF_LIMITS } from '@storefront/contracts';
import { renderMail, type MailBrand } from '../../platform/mail/layout.js';
import type { Db } from '../../platform/db/kysely.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/*
 * Mail to staff. The back office speaks English (its staff share one working language, unlike
 * shoppers); the mail carries the merchant's brand like the shop's own mail.
 */

/**
 * Staff mail goes out through the delivery queue: queued in the change's transaction, sent by the
 * worker after the commit (`nudge` wakes it at once).
 */
export type StaffMail = {
  mail: (trx: Db, message: MailMessage, merchantNumber?: string) => Promise<void>;
  nudge: () => void;
};

const FOOTER = 'You get this mail because of a staff account of this shop’s back office.';

/** The invitation: a one-time link, valid 72 hours. */
export function inviteMail(to: string, brand: MailBrand, role: string, url: string): MailMessage {
  const hours = STAFF_LIMITS.inviteLifetimeMs / 3_600_000;
  const { html, text } = renderMail({
    language: 'en',
    brand,
    heading: `You are invited to the ${brand.shopTitle} back office`,
    paragraphs: [
      `You were invited as ${role}. Choose a password to accept: the link works once, for ${hours} hours.`,
      'If you did not expect this invitation, ignore this mail: nothing happens without the link.',
    ],
    action: { label: 'Accept the invitation', url },
    footer: FOOTER,
  });
  return { to, subject: `Invitation to the ${brand.shopTitle} back office`, text, html };
}

/** The password-reset code: 6 digits, 10 minutes, 5 tries. */
export function resetCodeMail(to: string, brand: MailBrand, code: string): MailMessage {
  const minutes = STAFF_LIMITS.resetCodeLifetimeMs / 60_000;
  const { html, text } = renderMail({
    language: 'en',
    brand,
    heading: 'Your password reset code',
    paragraphs: [
      `Enter this code in the back office to choose a new password. It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    code,
    footer: FOOTER,
  });
  return { to, subject: `${brand.shopTitle} back office: password reset code`, text, html, code };
}
