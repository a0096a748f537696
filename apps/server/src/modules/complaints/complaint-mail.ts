import type { ComplaintCategory } from '@storefront/contracts';

/** The merchant reads complaints in English, as the site terms are (spec §1). */
const CATEGORY_TITLES: Record<ComplaintCategory, string> = {
  not_as_described: 'Not as described',
  no_show: 'Supplier or guide did not show up',
  cancelled_by_supplier: 'Cancelled by the supplier',
  accommodation: 'Accommodation problem',
  staff: 'Staff or guide behaviour',
  safety: 'Safety concern',
  billing: 'Billing or payment',
  other: 'Something else',
};

export type ComplaintMailFacts = {
  merchantTitle: string;
  ocode: string;
  seq: number;
  category: ComplaintCategory;
  text: string;
  photoUrls: string[];
  lastTravelDate: string;
  contact: { lastName: string; firstName: string; email: string; phone: string; country: number | null };
  byVisitor: boolean;
  at: string;
};

/** The mail that tells the merchant of a complaint: its only channel until the back office lists them. */
export function complaintMail(f: ComplaintMailFacts): { subject: string; text: string } {
  const phone = f.contact.phone ? `+${f.contact.country ?? ''} ${f.contact.phone}` : '—';
  return {
    subject: `[${f.merchantTitle}] Complaint ${f.seq} on order ${f.ocode}: ${CATEGORY_TITLES[f.category]}`,
    text: [
      `A customer reported a problem with order ${f.ocode}.`,
      '',
      `Category: ${CATEGORY_TITLES[f.category]}`,
      `Filed: ${f.at} by ${f.byVisitor ? 'the guest who booked' : 'the member who booked'}`,
      `Return date: ${f.lastTravelDate}`,
      `Customer: ${f.contact.firstName} ${f.contact.lastName}, ${f.contact.email || '—'}, ${phone}`,
      '',
      f.text,
      '',
      f.photoUrls.length > 0 ? `Photos:\n${f.photoUrls.map((u) => `- ${u}`).join('\n')}` : 'No photos.',
      '',
      'Reply to the customer at the address above.',
    ].join('\n'),
  };
}
