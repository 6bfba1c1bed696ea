import { randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '#domain/auth/device-sign-in';

/** A user code in canonical form: each letter drawn uniformly from the alphabet by the system's secure random. */
export const randomUserCode = (): string =>
  Array.from({ length: USER_CODE_LENGTH }, () => USER_CODE_ALPHABET.charAt(randomInt(USER_CODE_ALPHABET.length))).join(
    '',
  );
