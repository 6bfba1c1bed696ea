import { createHash } from 'node:crypto';
import type { InlineSourceHashes } from '../../http/security-headers.middleware';

// A start tag, its attribute values quoted or bare (a quoted value may hold `<` or `>`), from the character after `<`.
const START_TAG = /([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const END_TAG = { script: /<\/script/gi, style: /<\/style/gi } as const;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of a document's inline scripts and styles: the raw text of every `<script>` without `src` and every
 * `<style>`, found by walking its tags (text inside attribute values and comments is not taken for a tag). Browsers
 * hash that text as it stands, since the HTML parser decodes no entities inside these elements.
 */
export const inlineSourceHashes = (html: string): InlineSourceHashes => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) break;
      at = html.indexOf('<', end + 3);
      continue;
    }
    START_TAG.lastIndex = at + 1;
    const tag = START_TAG.exec(html);
    if (!tag) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const name = (tag[1] ?? '').toLowerCase();
    const afterTag = START_TAG.lastIndex;
    if (name !== 'script' && name !== 'style') {
      at = html.indexOf('<', afterTag);
      continue;
    }
    const endTag = END_TAG[name];
    endTag.lastIndex = afterTag;
    const end = endTag.exec(html)?.index ?? html.length;
    const text = html.slice(afterTag, end);
    if (name === 'style') styles.add(hashOf(text));
    else if (!SRC_ATTRIBUTE.test(tag[2] ?? '')) scripts.add(hashOf(text));
    at = html.indexOf('<', end + 1);
  }
  return { scripts: [...scripts], styles: [...styles] };
};
