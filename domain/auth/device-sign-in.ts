/**
 * Signing in a device without a keyboard or a browser (the command line) by a code a signed-in browser confirms,
 * in the manner of OAuth's device authorization grant (RFC 8628): the device shows a short user code, polls, and
 * gets its own session once the account's owner has approved the code.
 */

/** Consonants only, without look-alikes: no vowels (no words), no 0/O or 1/I/L to misread, none mistyped as another. */
export const USER_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ';

/** Eight characters of 19: about 34 bits, against a handful of guesses allowed per account. */
export const USER_CODE_LENGTH = 8;

/** How long a started sign-in waits for its approval. */
export const DEVICE_SIGN_IN_TTL_SECONDS = 600;

/** The device polls no more often than this; each poll that comes sooner adds this much again (RFC 8628 §3.5). */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;

/** A started sign-in as the device shows it: the only time its device code is told. */
export interface StartedDeviceSignIn {
  /** The device's secret for polling; never shown. */
  readonly deviceCode: string;
  /** What the person types in the browser, formatted: `BDFG-HJKM`. */
  readonly userCode: string;
  /** The storefront's page where a signed-in browser confirms the code. */
  readonly verificationUri: string;
  /** The same page with the code filled in. */
  readonly verificationUriComplete: string;
  readonly expiresInSeconds: number;
  readonly intervalSeconds: number;
}

/** The user code as shown and typed: two groups of four, `BDFG-HJKM`. */
export const formatUserCode = (canonical: string): string => `${canonical.slice(0, 4)}-${canonical.slice(4)}`;

/**
 * A typed or pasted user code in its canonical form (eight letters of the alphabet, upper case), or null: case,
 * spaces and dashes do not matter, as people copy the code in groups.
 */
export const canonicalUserCode = (typed: string): string | null => {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  for (const letter of letters) if (!USER_CODE_ALPHABET.includes(letter)) return null;
  return letters;
};

/** The wait before the next poll: the interval, grown by the step each time the server asks to slow down. */
export const nextPollInterval = (intervalSeconds: number, askedToSlowDown: boolean): number =>
  askedToSlowDown ? intervalSeconds + DEVICE_POLL_INTERVAL_SECONDS : intervalSeconds;
