/**
 * Where content keys are kept: only the licence use case reads them, and a key never leaves it but inside a licence
 * (never in a page, a URL or a log). A deployment plugs its key server or KMS in here.
 */
export interface ContentKeys {
  /** The key (32 hex digits) of the key id (a UUID), or null for an id it does not hold. */
  keyOf(keyId: string): Promise<string | null>;
}
