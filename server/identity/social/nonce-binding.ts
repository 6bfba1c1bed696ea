import { createHash } from 'node:crypto';

/**
 * The `nonce` a browser asks the provider to put in its id_token: the SHA-256 (hex) of a random value the browser
 * keeps to itself (OpenID Connect Core §15.5.2). The token then shows only the hash, so whoever copies the token still
 * cannot name the value it was bound to.
 */
export const nonceClaimFor = (browserNonce: string): string =>
  createHash('sha256').update(browserNonce, 'utf8').digest('hex');

/** Whether a token's `nonce` claim binds it to the value the browser kept. */
export const nonceBinds = (claim: string | null, browserNonce: string): boolean =>
  claim !== null && claim === nonceClaimFor(browserNonce);
