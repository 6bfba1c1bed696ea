import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TEST_MODE_QUERY_PARAMETER, TEST_MODE_STORAGE_KEY } from '#domain/shell/test-mode';

/** What storage holds while test mode is on. */
export const TEST_MODE_ON = '1';

/** Whether test mode is kept on in storage. */
export const readStored = (storage: Storage): boolean => {
  try {
    return storage.getItem(TEST_MODE_STORAGE_KEY) === TEST_MODE_ON;
  } catch {
    // Storage can be switched off by the browser; test mode then lasts for this page only.
    return false;
  }
};

/**
 * Whether this page load may switch test mode or has to show it: only with the query parameter or a stored value.
 * Nearly every visitor has neither, so the code that applies it loads only for those who do.
 */
export const mayApplyTestMode = (search: string, storage: Storage): boolean =>
  new URLSearchParams(search).has(TEST_MODE_QUERY_PARAMETER) || readStored(storage);

/** Spec §2: test mode, switched by a query parameter on any page and kept in local storage (browser only). */
export const useTestMode = (): void => {
  const { search } = useLocation();
  useEffect(() => {
    // On a task of its own: a page's first storage read can wait on the disk, and these effects may run inside the
    // visitor's first press, which hydrates the page at once.
    const later = setTimeout(() => {
      if (!mayApplyTestMode(search, window.localStorage)) return;
      void import('./apply-test-mode').then(({ applyTestMode }) =>
        applyTestMode(search, window.localStorage, document.documentElement),
      );
    });
    return () => clearTimeout(later);
  }, [search]);
};
