import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { pageLinkPath } from './page-link-click';

/**
 * Navigates the page's `PageLink`s in the page, with one listener for all of them: after the handlers React runs (a
 * handler that prevented the default keeps the click), replacing the entry when the link leads where the page is,
 * as React Router's `<Link>` does.
 */
export const usePageLinks = (): void => {
  const navigate = useNavigate();
  // Installed as the page commits, so that no click on a hydrated page falls through to a full reload meanwhile.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = pageLinkPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(path, { replace: path === `${pathname}${search}${hash}` });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
};
