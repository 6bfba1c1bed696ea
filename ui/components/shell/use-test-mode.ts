import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { nextTestMode, TEST_MODE_QUERY_PARAMETER, TEST_MODE_STORAGE_KEY } from '#domain/shell/test-mode';

const ON = '1';

const readStored = (storage: Storage): boolean => {
  try {
    return storage.getItem(TEST_MODE_STORAGE_KEY) === ON;
  } catch {
    // Storage can be switched off by the browser; test mode then lasts for this page only.
    return false;
  }
};

/** Spec §2: applies the test-mode query parameter, keeps the result in local storage and marks `<html data-test-mode>`. */
export const applyTestMode = (search: string, storage: Storage, root: HTMLElement): boolean => {
  const on = nextTestMode(new URLSearchParams(search).get(TEST_MODE_QUERY_PARAMETER), readStored(storage));
  try {
    if (on) storage.setItem(TEST_MODE_STORAGE_KEY, ON);
    else storage.removeItem(TEST_MODE_STORAGE_KEY);
  } catch {
    // As above: nothing to keep it in.
  }
  if (on) root.dataset['testMode'] = '';
  else delete root.dataset['testMode'];
  return on;
};

/** Spec §2: test mode, switched by a query parameter on any page and kept in local storage (browser only). */
export const useTestMode = (): void => {
  const { search } = useLocation();
  useEffect(() => {
    applyTestMode(search, window.localStorage, document.documentElement);
  }, [search]);
};
