/** Spec §2: the query parameter that switches test mode (the spec does not name it; this is ours). */
export const TEST_MODE_QUERY_PARAMETER = 'testMode';

/** Spec §2: the local storage key that keeps test mode on. */
export const TEST_MODE_STORAGE_KEY = 'testMode';

const OFF_VALUES: ReadonlySet<string> = new Set(['0', 'false', 'off']);

/**
 * Spec §2: whether test mode is on after a page load: the query parameter switches it on (any value, even
 * empty, but 0/false/off), and it stays on from storage when the parameter is absent. An explicit 0, false
 * or off switches it back off; that way out is our addition, since the spec only says it is kept.
 */
export const nextTestMode = (queryValue: string | null | undefined, stored: boolean): boolean => {
  if (queryValue === null || queryValue === undefined) return stored;
  return !OFF_VALUES.has(queryValue.trim().toLowerCase());
};
