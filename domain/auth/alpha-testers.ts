import { err, ok, type Result } from '../shared/result';

/** Spec §3, §6: who sees features before everyone else, by whole address or by every address of a domain. */
export interface AlphaTesters {
  readonly addresses: ReadonlySet<string>;
  readonly domains: ReadonlySet<string>;
}

export const NO_ALPHA_TESTERS: AlphaTesters = { addresses: new Set(), domains: new Set() };

/** An entry of the list that is neither an address nor `@domain`. */
export interface InvalidAlphaTesterEntry {
  readonly code: 'INVALID_ALPHA_TESTER_ENTRY';
  readonly entry: string;
}

const ADDRESS = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
const DOMAIN = /^@[^\s@,]+\.[^\s@,]+$/;

/** Spec §6 "isAlphaTester": reads `a@b.example, @team.example` (case-insensitive); blank entries are skipped. */
export const parseAlphaTesters = (list: string): Result<AlphaTesters, InvalidAlphaTesterEntry> => {
  const addresses = new Set<string>();
  const domains = new Set<string>();
  for (const raw of list.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (DOMAIN.test(entry)) domains.add(entry.slice(1));
    else if (ADDRESS.test(entry)) addresses.add(entry);
    else return err({ code: 'INVALID_ALPHA_TESTER_ENTRY', entry: raw.trim() });
  }
  return ok({ addresses, domains });
};

/** Spec §6: the helper that derives `isAlphaTester` from the account's e-mail address. */
export const isAlphaTester = (testers: AlphaTesters, email: string): boolean => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  return testers.addresses.has(address) || testers.domains.has(address.slice(at + 1));
};
