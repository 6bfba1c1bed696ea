import { createHash } from 'node:crypto';

/** The id the fakes give the account of an address, the same in each, shaped as the API's ids (a UUID). */
export const accountIdOf = (email: string): string => {
  const hex = createHash('sha256').update(email).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
