import { isCommonPassword } from './common-passwords';
import { normalisePassword } from './password-text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'INVALID_CHARACTERS' | 'BLANK' | 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON';

// Control characters (Unicode Cc: C0, DEL, C1) cannot be typed reliably and are the stuff of injection; a lone
// surrogate is no character at all and would hash as U+FFFD, the same as every other lone surrogate.
const INVALID_CHARACTER = /[\p{Cc}]|\p{Surrogate}/u;
const ONLY_WHITESPACE = /^\s+$/u;

/**
 * What is wrong with a new password, or null (quality bar "Passwords"; NIST SP 800-63B §5.1.1.2): no control
 * characters, not only spaces, 8 to 128 characters, no composition rules, not a common password. The rules apply to
 * the normalised (NFKC) text the hash is made of, and length counts Unicode code points, so an emoji is one character
 * as people see it.
 */
export const passwordProblem = (password: string): PasswordProblem | null => {
  // More UTF-16 units than twice the limit is too long whatever the code points; no need to spread a huge string.
  if (password.length > PASSWORD_MAX_LENGTH * 2) return 'TOO_LONG';
  if (INVALID_CHARACTER.test(password)) return 'INVALID_CHARACTERS';
  const normalised = normalisePassword(password);
  if (ONLY_WHITESPACE.test(normalised)) return 'BLANK';
  const length = [...normalised].length;
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (isCommonPassword(normalised)) return 'TOO_COMMON';
  return null;
};
