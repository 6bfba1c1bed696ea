import { createHash } from 'node:crypto';

/** An e-mail address as accounts store and compare it: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A pseudonymous tag of an address for security logs: the same person correlates, the address is not written. */
export const emailLogTag = (email: string): string =>
  createHash('sha256')
    .update(`audiora-log:${normalizeEmail(email)}`)
    .digest('hex')
    .slice(0, 16);
