import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './password-transport.js';

const transport = { key: 'sf-dev-aes-key-1', iv: 'sf-dev-aes-iv-01' };

const nodeEncrypt = (text: string) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(transport.key), Buffer.from(transport.iv));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};
const nodeDecrypt = (base64: string) => {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(transport.key), Buffer.from(transport.iv));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

describe('encryptPassword', () => {
  it('matches a known AES-128-CBC / PKCS#7 vector', async () => {
    // Computed once with `openssl enc -aes-128-cbc -K <hex key> -iv <hex iv> -base64`.
    await expect(encryptPassword('Passw0rd', transport)).resolves.toBe('zxWd/eC4gU/NNghTtkmsSg==');
  });

  it('round-trips through Node’s crypto, including a full padding block and non-ASCII text', async () => {
    for (const text of ['abc12345', 'exactly16chars!!', 'pässwörd密码1', '']) {
      const encrypted = await encryptPassword(text, transport);
      expect(encrypted).toBe(nodeEncrypt(text));
      expect(nodeDecrypt(encrypted)).toBe(text);
    }
    expect(Buffer.from(await encryptPassword('exactly16chars!!', transport), 'base64')).toHaveLength(32);
  });

  it('rejects a key or IV that is not 16 bytes', async () => {
    await expect(encryptPassword('x', { key: 'short', iv: transport.iv })).rejects.toThrow(/key must be 16 bytes/);
    // 16 characters but 17 bytes of UTF-8.
    await expect(encryptPassword('x', { key: transport.key, iv: 'ivé-sixteen-char' })).rejects.toThrow(/iv must/);
  });
});
