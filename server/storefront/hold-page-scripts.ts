import { nonceAttribute } from './nonce-attribute';
import { HELD_MODULE_TYPE, scriptReleaseSource } from './script-release';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/**
 * Takes the module preloads out of the page's head and ends the head with the release script, which preloads the same
 * modules once the page's main image is painted (see `script-release.ts`).
 */
export const holdModulePreloads = (head: string, nonce: string | undefined): string => {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href === undefined) return link;
    hrefs.push(href);
    return '';
  });
  return `${rest}<script${nonceAttribute(nonce)}>${scriptReleaseSource(hrefs)}</script>`;
};

/** React Router's module script, as it opens in the page, and the held form it takes until its release. */
export const moduleScriptHold = (nonce: string | undefined) => ({
  search: `<script${nonceAttribute(nonce)} type="module" async="">`,
  replacement: `<script${nonceAttribute(nonce)} type="${HELD_MODULE_TYPE}">`,
});
