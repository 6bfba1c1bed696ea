import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { nonceAttribute } from './nonce-attribute';

/** Stylesheets up to this size go into the page; a larger one is left to load (and be cached) on its own. */
const MAX_INLINE_BYTES = 24 * 1024;
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
// React Router marks a stylesheet that a lazily loaded chunk shares with a trailing `#`; the file is the same.
const HREF = /\bhref="(\/assets\/[\w.-]+\.css)#?"/;

/** Reads a built stylesheet by its `/assets/…` address, or null when it is missing or too large to inline. */
export type StylesheetSource = (href: string) => string | null;

/** The built client's stylesheets under `assets/`, each read once (their names change with their content). */
export const builtStylesheets = (clientDir: string): StylesheetSource => {
  const root = normalize(join(clientDir, 'assets') + sep);
  const known = new Map<string, string | null>();
  return (href) => {
    const cached = known.get(href);
    if (cached !== undefined) return cached;
    const file = normalize(join(clientDir, href));
    let text: string | null = null;
    try {
      if (file.startsWith(root)) text = readFileSync(file, 'utf8');
    } catch {
      // A stylesheet the build does not have stays a link.
    }
    const inlined = text !== null && Buffer.byteLength(text) <= MAX_INLINE_BYTES ? text : null;
    known.set(href, inlined);
    return inlined;
  };
};

/**
 * Rewrites the page's head so its stylesheets stop blocking the first paint: each small one is copied into a
 * `<style>` with the response's nonce, and its `<link>` stays for React to hydrate but is marked `media="print"`, so the
 * browser neither waits for it nor applies it twice. `</style` (any case) cannot occur in our own CSS, but is escaped anyway.
 *
 * React Router marks a stylesheet that a lazy chunk shares with a trailing `#`, so that the bundler's loader of that
 * chunk does not take the route's link for its own and adds one that outlives the route's. The copy here outlives
 * every route already; without a link naming the file as it is, that loader would fetch and apply it a second time.
 */
export const inlineStylesheetsInHead = (head: string, nonce: string | undefined, source: StylesheetSource): string =>
  head.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href ? source(href) : null;
    if (css === null || /\bmedia=/.test(link)) return link;
    const safe = css.replace(/<\/style/gi, '<\\/style');
    const kept = link.replace(/\/?>$/, ' media="print"$&');
    // React hydrates the link as it rendered it, `#` and all; a disabled twin, which is neither fetched nor applied,
    // names the file for the bundler's loader of lazy chunks.
    const twin = link.includes(`${href}#"`) ? `<link rel="stylesheet" href="${href}" disabled>` : '';
    return `<style${nonceAttribute(nonce)} data-href="${href}">${safe}</style>${kept}${twin}`;
  });
