import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret: 256 random bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: a leaked table cannot be replayed. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
