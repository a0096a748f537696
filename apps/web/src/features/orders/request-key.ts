/**
 * The idempotency key of one order form: 128 random bits as 22 base64url characters, the least
 * the server takes, so a key cannot be guessed to replay someone else's order.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
