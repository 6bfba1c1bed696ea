import { nextTestMode, TEST_MODE_QUERY_PARAMETER, TEST_MODE_STORAGE_KEY } from '#domain/shell/test-mode';
import { TEST_MODE_ON, readStored } from './use-test-mode';

/** Spec §2: applies the test-mode query parameter, keeps the result in local storage and marks `<html data-test-mode>`. */
export const applyTestMode = (search: string, storage: Storage, root: HTMLElement): boolean => {
  const on = nextTestMode(new URLSearchParams(search).get(TEST_MODE_QUERY_PARAMETER), readStored(storage));
  try {
    if (on) storage.setItem(TEST_MODE_STORAGE_KEY, TEST_MODE_ON);
    else storage.removeItem(TEST_MODE_STORAGE_KEY);
  } catch {
    // As above: nothing to keep it in.
  }
  if (on) root.dataset['testMode'] = '';
  else delete root.dataset['testMode'];
  return on;
};
