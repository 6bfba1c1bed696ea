import type { ReactNode } from 'react';

/** Marks the links `usePageLinks` navigates in the page, as React Router's `<Link>` would (`data-page-link`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

export interface PageLinkProps {
  /** A path of this storefront (`/pl/audiobook/...`). */
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A link to another page of the store where a page holds many (product cards): a plain anchor that one listener of
 * the shell (`usePageLinks`) navigates without a reload, instead of a `<Link>` each with its own hooks to hydrate.
 * React Router still discovers its route ahead of the click (`data-discover`), as it does for its own links.
 */
export function PageLink({ href, className, children }: PageLinkProps) {
  return (
    <a href={href} className={className} data-discover="render" data-page-link="">
      {children}
    </a>
  );
}
