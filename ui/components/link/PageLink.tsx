import type { AnchorHTMLAttributes, Ref } from 'react';

/** Marks the links `usePageLinks` navigates in the page, as React Router's `<Link>` would (`data-page-link`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this storefront (`/pl/audiobook/...`). */
  readonly href: string;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another page of the store where hydration cost counts (product cards, the shell's links): a plain anchor
 * that one listener of the shell (`usePageLinks`) navigates without a reload, instead of a `<Link>` each with its own
 * hooks to hydrate. React Router still discovers its route ahead of the click (`data-discover`), as it does for its
 * own links; the anchor's other attributes (label, handlers) pass through.
 */
export function PageLink({ href, ...anchor }: PageLinkProps) {
  return <a {...anchor} href={href} data-discover="render" data-page-link="" />;
}
