import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Destination secrets (a webhook's signing secret, a Telegram bot token) must be kept so the server can use
 * them, not only a digest of them: they are stored encrypted (AES-256-GCM) under a key derived (HKDF-SHA256)
 * from the server's first session key, and opened with whichever session key sealed them, so rotating
 * SESSION_SECRET (new key first, old kept after it) keeps them readable. A database copy alone reveals none.
 */
const INFO = 'channel-countdown destination secrets';
const VERSION = 'v1';

const keyOf = (sessionKey: string) => Buffer.from(hkdfSync('sha256', sessionKey, Buffer.alloc(0), INFO, 32));

export function sealSecret(secret: string, sessionKeys: readonly string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionKeys[0]!), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when none of the session keys opens it (the keys changed without keeping the old one). */
export function openSecret(sealed: string, sessionKeys: readonly string[]): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  for (const sessionKey of sessionKeys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionKey), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // sealed under another key
    }
  }
  return null;
}
