import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The server's Web Push identity (RFC 8292): a P-256 key pair, base64url, and a contact (mailto: or https:). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const VAPID_FILE = 'vapid-keys.json';

function newKeyPair(): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/**
 * Reads DATA_DIR/vapid-keys.json, creating it the first time (as the session secret is), so subscriptions
 * made against this key stay valid across restarts. Null when DATA_DIR cannot be written: push is then off
 * until VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set.
 */
export function generatedVapidKeys(dataDir: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> | null {
  const file = path.join(dataDir, VAPID_FILE);
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as Pick<VapidKeys, 'publicKey' | 'privateKey'>;
  try {
    return read();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true });
      const keys = newKeyPair();
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
