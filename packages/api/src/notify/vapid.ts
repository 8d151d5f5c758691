import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's Web Push identity (RFC 8292): a P-256 key pair, base64url, and a contact (mailto: or https:). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const VAPID_FILE = 'vapid-keys.json';

const PRIVATE_KEY_BYTES = 32;

/**
 * A P-256 private key as web-push signs with it: 32 bytes. Node's ECDH gives one whose leading byte is zero
 * (1 in 256) as 31 bytes, and web-push refuses that, so every push would fail; a file written so is mended.
 */
function fullLengthPrivateKey(privateKey: string): string {
  const bytes = Buffer.from(privateKey, 'base64url');
  if (bytes.length >= PRIVATE_KEY_BYTES) return privateKey;
  return Buffer.concat([Buffer.alloc(PRIVATE_KEY_BYTES - bytes.length), bytes]).toString('base64url');
}

/**
 * Reads DATA_DIR/vapid-keys.json, creating it the first time (as the session secret is), so subscriptions
 * made against this key stay valid across restarts. Null when DATA_DIR cannot be written: push is then off
 * until VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set.
 */
export function generatedVapidKeys(dataDir: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> | null {
  const file = path.join(dataDir, VAPID_FILE);
  const read = () => {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Pick<VapidKeys, 'publicKey' | 'privateKey'>;
    return { publicKey: keys.publicKey, privateKey: fullLengthPrivateKey(keys.privateKey) };
  };
  try {
    return read();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true });
      const keys = webpush.generateVAPIDKeys();
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
      return keys;
    } catch {
      // Another process wrote it between our read and write (use theirs), or DATA_DIR is read-only.
      try {
        return read();
      } catch {
        return null;
      }
    }
  }
}
