import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals an ERP key's secret at rest (issue 26): AES-256-GCM with the server's ERP_SECRET_KEY, a
 * fresh 12-byte iv each time, stored as `v1.<iv>.<tag>.<ciphertext>` (base64). A stolen database
 * holds no usable secret, and a tampered value fails to open instead of yielding a wrong one.
 */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
};

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('ERP secret key must be 32 bytes');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
