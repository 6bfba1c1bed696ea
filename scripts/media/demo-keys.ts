import { createHmac } from 'node:crypto';
import type { RawKeyEncryption } from './shaka-packager';

/**
 * The demo keys are derived from the recording ids under this published secret, so every run packages the same
 * bytes. They are demo keys: anyone with the repository has them, and they protect nothing of value.
 */
const DEMO_KEY_SECRET = 'Audiora demo media: published keys that protect nothing of value';

const derive = (purpose: 'key-id' | 'key' | 'iv', recordingId: string): string =>
  createHmac('sha256', DEMO_KEY_SECRET).update(`${purpose}/${recordingId}`).digest().subarray(0, 16).toString('hex');

/** The key id, key and constant cbcs IV of a protected recording. */
export const demoEncryptionFor = (recordingId: string): RawKeyEncryption => ({
  keyIdHex: derive('key-id', recordingId),
  keyHex: derive('key', recordingId),
  ivHex: derive('iv', recordingId),
});

/** 32 hex digits written as a UUID, as an MPD's `cenc:default_KID` and the media endpoint's `key_id` write them. */
export const hexAsUuid = (hex: string): string => {
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`Not 16 bytes of lower-case hex: "${hex}"`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Base64url without padding, as ClearKey licences carry `kid` and `k`. */
export const hexAsBase64url = (hex: string): string => Buffer.from(hex, 'hex').toString('base64url');
