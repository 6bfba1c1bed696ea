import { PAGE_LINK_ATTRIBUTE } from './PageLink';

/** What of a click decides whether the page navigates it itself (a `MouseEvent` in the browser). */
export interface LinkClick {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/**
 * The in-store path a click on a page link should navigate to without a reload, or null for the browser to handle
 * (as React Router's `<Link>` decides): only a plain left click on one of our page links to this origin, not one
 * opened elsewhere (a modifier, another target, a download) or already handled.
 */
export const pageLinkPath = (click: LinkClick, origin: string): string | null => {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const element = click.target instanceof Element ? click.target : null;
  const anchor = element?.closest<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`);
  if (!anchor || (anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};
