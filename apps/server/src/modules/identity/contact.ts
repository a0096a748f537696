/** Where a member is reached and recognised: an email address, or a phone number with its dialling code. */
export type Contact = { kind: 'email'; email: string } | { kind: 'phone'; country: number; phone: string };
