import type { MouseEventHandler, ReactNode, Ref } from 'react';

/** Marks the links `usePageLinks` navigates in the page, as React Router's `<Link>` would (`data-page-link`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

export interface PageLinkProps {
  /** A path of this storefront (`/pl/audiobook/...`). */
  readonly href: string;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Marks an entry of a menu that the arrow keys move between (`data-entry`). */
  readonly 'data-entry'?: string;
  readonly ref?: Ref<HTMLAnchorElement>;
  readonly children: ReactNode;
}

/**
 * A link to another page of the store where hydration cost counts (product cards, the shell's links): a plain anchor
 * that one listener of the shell (`usePageLinks`) navigates without a reload, instead of a `<Link>` each with its own
 * hooks to hydrate. Its props are named one by one: spreading them makes React copy each link's props again, which
 * cost a page of a hundred cards about three times as much to render.
 */
export function PageLink({
  href,
  className,
  'aria-label': label,
  onClick,
  'data-entry': entry,
  ref,
  children,
}: PageLinkProps) {
  return (
    <a
      ref={ref}
      href={href}
      className={className}
      aria-label={label}
      onClick={onClick}
      data-entry={entry}
      data-page-link=""
    >
      {children}
    </a>
  );
}
