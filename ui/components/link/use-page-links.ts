import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageLinkPath } from './page-link-click';

/**
 * Navigates the page's `PageLink`s in the page, with one listener for all of them: after the handlers React runs (a
 * handler that prevented the default keeps the click), replacing the entry when the link leads where the page is,
 * as React Router's `<Link>` does.
 */
export const usePageLinks = (): void => {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = pageLinkPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      void navigate(path, { replace: path === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, here]);
};
