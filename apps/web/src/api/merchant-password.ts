import { encryptPassword } from '@storefront/contracts';
import { useMerchant } from './merchant-queries';

/**
 * Encrypts passwords with the current merchant's transport key and IV (from its configuration,
 * DESIGN §5: the web never keeps a second copy).
 */
export function usePasswordEncryption(): (password: string) => Promise<string> {
  const merchant = useMerchant();
  return (password) => {
    const transport = merchant?.configure.passwordTransport;
    if (!transport) return Promise.reject(new Error('Merchant configuration not loaded'));
    return encryptPassword(password, transport);
  };
}
