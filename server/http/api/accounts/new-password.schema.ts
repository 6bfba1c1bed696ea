import { z } from '#contract/zod';
import { passwordProblem } from '../../../accounts/password/password-policy';

/**
 * The password rule of quality bar "Passwords", as field errors INVALID_CHARACTERS (a control character), BLANK (only
 * spaces), TOO_SHORT, TOO_LONG and TOO_COMMON.
 */
export const newPasswordSchema = z
  .string()
  .describe('8 to 128 characters, not only spaces, no control characters; very common passwords are refused')
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: `Password ${problem}`, params: { code: problem } });
  });
