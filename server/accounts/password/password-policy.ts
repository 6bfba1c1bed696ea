import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON';

/**
 * What is wrong with a new password, or null (quality bar "Passwords": 8 to 128 characters, no composition rules,
 * not a common password). Length counts Unicode code points, so an emoji is one character as people see it.
 */
export const passwordProblem = (password: string): PasswordProblem | null => {
  // More UTF-16 units than twice the limit is too long whatever the code points; no need to spread a huge string.
  if (password.length > PASSWORD_MAX_LENGTH * 2) return 'TOO_LONG';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (isCommonPassword(password)) return 'TOO_COMMON';
  return null;
};
