/** A content key id as a UUID (`cenc:default_KID`, the media answer's `key_id`): 16 bytes, lower-case hex. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** 16 bytes in base64url without padding, as a ClearKey request names a key id: 22 characters. */
const BASE64URL_16_BYTES = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** Whether the text is a key id written as a UUID. */
export const isKeyIdUuid = (text: string): boolean => UUID.test(text);

/** A ClearKey `kid` (base64url of 16 bytes, no padding) as a UUID; null when it is not exactly that. */
export const keyIdFromBase64url = (kid: string): string | null => {
  if (!BASE64URL_16_BYTES.test(kid)) return null;
  const hex = Buffer.from(kid, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A key id written as a UUID, in base64url without padding (a ClearKey licence's `kid`). */
export const keyIdAsBase64url = (keyId: string): string =>
  Buffer.from(keyId.replaceAll('-', ''), 'hex').toString('base64url');

/** A key of 32 hex digits in base64url without padding (a ClearKey licence's `k`). */
export const keyAsBase64url = (keyHex: string): string => Buffer.from(keyHex, 'hex').toString('base64url');
