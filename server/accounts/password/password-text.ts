import type { PasswordHasher } from './password-hasher';

/**
 * The one form a password is checked, hashed and verified in: Unicode NFKC (NIST SP 800-63B §5.1.1.2), so the same
 * password typed on another keyboard or system (full-width letters, a composed or decomposed "é", a no-break space)
 * is the same password.
 */
export const normalisePassword = (password: string): string => password.normalize('NFKC');

/** Hashes a new password in its normalised form: sign-up, a password change and a reset all store this. */
export const hashPassword = (hasher: Pick<PasswordHasher, 'hash'>, password: string): Promise<string> =>
  hasher.hash(normalisePassword(password));

/**
 * How a typed password matched a stored hash: `legacy` when only the text as typed matched, as for hashes stored
 * before passwords were normalised; such a hash is replaced by the normalised one once the owner proved it.
 */
export type PasswordMatch = 'match' | 'legacy' | 'none';

/**
 * Verifies the normalised password, then the text as typed when the two differ. A failure costs the same verifies
 * whatever the stored hash (their number depends on the typed text alone), so a dummy hash for an unknown account
 * costs what a real account's does.
 */
export const matchPassword = async (
  hasher: Pick<PasswordHasher, 'verify'>,
  storedHash: string,
  password: string,
): Promise<PasswordMatch> => {
  const normalised = normalisePassword(password);
  if (await hasher.verify(storedHash, normalised)) return 'match';
  if (normalised !== password && (await hasher.verify(storedHash, password))) return 'legacy';
  return 'none';
};
