import { createDecipheriv, createCipheriv } from 'node:crypto';
import { AppError } from '../http/errors.js';

export type TransportKey = { key: string; iv: string };

/**
 * Decrypts a password the browser sent AES-128-CBC encrypted (PKCS#7, base64), DESIGN §5.
 * A value that does not decrypt is a malformed request naming the field.
 */
export function decryptPassword(transport: TransportKey, cipherText: string, field = 'password'): string {
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      Buffer.from(transport.key, 'utf8'),
      Buffer.from(transport.iv, 'utf8'),
    );
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString(
      'utf8',
    );
    if (plain.length === 0) throw new Error('empty');
    return plain;
  } catch {
    throw new AppError('validationFailed', `${field} is not encrypted with the storefront's transport key`, field);
  }
}

/** The browser's side, for tests and tools. */
export function encryptPassword(transport: TransportKey, plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(transport.key, 'utf8'), Buffer.from(transport.iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
