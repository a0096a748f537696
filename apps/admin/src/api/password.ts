import { DEFAULT_MERCHANT_NUMBER, type MerchantConfigure } from '@storefront/contracts';
import { session } from '../app/session';
import { encryptPassword } from '@storefront/contracts';
import { adminFetch } from './client';

/**
 * Encrypts a password as the storefront does (DESIGN §5), with the transport key and IV from the
 * same configuration endpoint. That key is the server's, not a merchant's, so before anyone has
 * signed in any merchant's configuration gives it: the last one used here, else the default.
 */
export async function encryptStaffPassword(password: string): Promise<string> {
  const businessNumber = session.get()?.merchantNumber ?? session.lastMerchant() ?? DEFAULT_MERCHANT_NUMBER;
  const configure = await adminFetch<MerchantConfigure>('/business/configure', {
    base: '/api/v1',
    headers: { businessNumber },
  });
  return encryptPassword(password, configure.passwordTransport);
}
