import { LOGIN_CONTACTS, type LoginContact } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useMerchant } from '../../api/merchant-queries';
import { Segmented } from '../../components/ui/segmented';

/** The contacts this server lets shoppers log in with: phone only where it can send a code by SMS. */
export function useLoginContacts(): readonly LoginContact[] {
  return useMerchant()?.configure.loginContacts ?? LOGIN_CONTACTS;
}

/** The contact to start with: the one asked for when offered, else the first offered. */
export function offeredContact(offered: readonly LoginContact[], wanted: LoginContact): LoginContact {
  return offered.includes(wanted) ? wanted : (offered[0] ?? 'email');
}

/** "Email | Phone" above the contact field; nothing to choose when email is all that is offered. */
export function ContactChoice({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: LoginContact;
  onChange: (next: LoginContact) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const offered = useLoginContacts();
  if (offered.length < 2) return null;
  return (
    <Segmented
      label={label}
      value={value}
      onChange={onChange}
      options={offered.map((contact) => ({ value: contact, label: t(`login.${contact}`) }))}
      className={className}
    />
  );
}
