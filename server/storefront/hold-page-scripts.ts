import { nonceAttribute } from './nonce-attribute';
import { HELD_MODULE_TYPE, scriptReleaseSource } from './script-release';

const LINK = /<link\b[^>]*>/g;
const MODULE_PRELOAD = /\brel="modulepreload"/;
const PRELOAD = /\brel="preload"/;
const AS_FETCH = /\bas="fetch"/;
const HREF = /\bhref="([^"]+)"/;

/**
 * Takes the module preloads and the fetch preloads (the language's text, which only hydration reads) out of the page's
 * head and ends the head with the release script, which preloads the same files once the page's main image is painted
 * (see `script-release.ts`).
 */
export const holdStartPreloads = (head: string, nonce: string | undefined): string => {
  const modules: string[] = [];
  const fetches: string[] = [];
  const rest = head.replace(LINK, (link) => {
    const list = MODULE_PRELOAD.test(link) ? modules : PRELOAD.test(link) && AS_FETCH.test(link) ? fetches : undefined;
    const href = HREF.exec(link)?.[1];
    if (list === undefined || href === undefined) return link;
    list.push(href);
    return '';
  });
  return `${rest}<script${nonceAttribute(nonce)}>${scriptReleaseSource({ modules, fetches })}</script>`;
};

/** React Router's module script, as it opens in the page, and the held form it takes until its release. */
export const moduleScriptHold = (nonce: string | undefined) => ({
  search: `<script${nonceAttribute(nonce)} type="module" async="">`,
  replacement: `<script${nonceAttribute(nonce)} type="${HELD_MODULE_TYPE}">`,
});
