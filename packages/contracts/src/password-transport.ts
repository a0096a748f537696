// The browsers' side of the password transport: the storefront and the back office send passwords so.

/** The AES key and IV the server hands out in its configuration (`configure.passwordTransport`). */
export type PasswordTransport = { key: string; iv: string };

/** Thrown where WebCrypto is missing: `crypto.subtle` exists only in secure contexts (HTTPS or localhost). */
export class PasswordTransportUnavailableError extends Error {
  constructor() {
    super('crypto.subtle is unavailable: passwords can only be sent from a secure context (HTTPS)');
    this.name = 'PasswordTransportUnavailableError';
  }
}

const utf8 = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function rawBytes(text: string, name: 'key' | 'iv'): Uint8Array<ArrayBuffer> {
  const bytes = utf8.encode(text);
  if (bytes.length !== 16) throw new RangeError(`The password transport ${name} must be 16 bytes of UTF-8`);
  return bytes;
}

/**
 * A password as the server expects it (spec §9, DESIGN §5): AES-128-CBC with PKCS#7 padding
 * (WebCrypto's AES-CBC always pads so), key and IV the UTF-8 bytes of the configured 16-character
 * strings, ciphertext in base64. TLS is the real protection; this only keeps the password out of
 * plain request bodies. WebCrypto, so no crypto library ships to the browser.
 */
export async function encryptPassword(password: string, transport: PasswordTransport): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new PasswordTransportUnavailableError();
  const key = await subtle.importKey('raw', rawBytes(transport.key, 'key'), { name: 'AES-CBC' }, false, ['encrypt']);
  const cipher = await subtle.encrypt(
    { name: 'AES-CBC', iv: rawBytes(transport.iv, 'iv') },
    key,
    utf8.encode(password),
  );
  return toBase64(new Uint8Array(cipher));
}
