import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { generatedVapidKeys } from './vapid.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Signs a push to a made-up subscription as the sender does; throws when web-push refuses the keys. */
const signs = (keys: { publicKey: string; privateKey: string }) =>
  webpush.getVapidHeaders(
    'https://fcm.googleapis.com',
    'mailto:admin@example.com',
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  );

describe('the generated Web Push keys', () => {
  it('are made once and read back the same', () => {
    const dir = dataDir();
    const first = generatedVapidKeys(dir);
    expect(first).not.toBeNull();
    expect(generatedVapidKeys(dir)).toEqual(first);
    expect(Buffer.from(first!.privateKey, 'base64url')).toHaveLength(32);
    expect(() => signs(first!)).not.toThrow();
  });

  it('mend a key file whose private key lost its leading zero byte, so pushes are still signed', () => {
    const dir = dataDir();
    const keys = generatedVapidKeys(dir)!;
    const short = Buffer.from(keys.privateKey, 'base64url').subarray(1);
    const file = path.join(dir, 'vapid-keys.json');
    writeFileSync(file, JSON.stringify({ ...keys, privateKey: short.toString('base64url') }));
    expect(() => signs({ ...keys, privateKey: short.toString('base64url') })).toThrow(/32 bytes/);

    const mended = generatedVapidKeys(dir)!;
    expect(Buffer.from(mended.privateKey, 'base64url')).toEqual(Buffer.concat([Buffer.alloc(1), short]));
    expect(() => signs(mended)).not.toThrow();
    expect(readFileSync(file, 'utf8')).toContain(short.toString('base64url'));
  });
});
