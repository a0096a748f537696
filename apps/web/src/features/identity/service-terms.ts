/**
 * The site terms shown on the service-agreement panel. Spec §1: the site terms are shown in
 * English in every interface language, so this is content, not UI text, and is not translated;
 * the panel marks it `lang="en"`. Its points are the spec's: over 18; one date change at least
 * 21 days before travel; a quote valid 5 days; complaints within 30 days of return; referral
 * credit; the booking terms also apply.
 */
export type TermsSection = { heading: string; body: string };

export function serviceTerms(merchantTitle: string): { intro: string; sections: TermsSection[] } {
  return {
    intro:
      `These terms govern your use of this website and any booking you make through it with ${merchantTitle || 'us'}. ` +
      'By registering or logging in you confirm that you have read and accept them.',
    sections: [
      {
        heading: '1. Eligibility',
        body: 'You must be over 18 years of age to register an account and to make bookings. By registering you confirm that you meet this requirement.',
      },
      {
        heading: '2. Changing your travel date',
        body: 'Each booking may have its travel date changed once, provided you ask at least 21 days before the original travel date. Requests made later than that cannot be accepted, and the new date is subject to availability.',
      },
      {
        heading: '3. Quotes',
        body: 'A quote stays valid for 5 days from the day it is issued. After that, prices and availability must be confirmed again before you book.',
      },
      {
        heading: '4. Complaints',
        body: 'If something was not as described, please tell us in writing within 30 days of your return, with your booking reference and details of the problem. Complaints received after 30 days cannot be considered.',
      },
      {
        heading: '5. Referral credit',
        body: 'Members may earn referral credit by introducing friends under our referral credit scheme. Credit is applied to future bookings according to the scheme’s conditions, has no cash value and cannot be transferred.',
      },
      {
        heading: '6. Booking terms',
        body: 'These terms apply together with the booking terms shown for each product before you pay, including its cancellation policy. Please read them before you confirm a booking.',
      },
      {
        heading: '7. Your account',
        body: 'Keep your password and verification codes to yourself. You are responsible for bookings made with your account; if you think someone else knows your password, change it in your account settings.',
      },
    ],
  };
}
