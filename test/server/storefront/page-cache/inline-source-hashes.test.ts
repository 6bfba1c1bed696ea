import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineSourceHashes } from '#server/storefront/page-cache/inline-source-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineSourceHashes', () => {
  it('hashes each inline script and style as written, once, and leaves scripts with a source out', () => {
    const html =
      '<!doctype html><html><head><style data-href="/a.css">b{color:red}</style>' +
      '<script nonce="n">window.x=1;</script><script type="module" src="/m.js"></script>' +
      '<script type="application/ld+json">{"a":"&amp;"}</script></head>' +
      '<body><SCRIPT>window.x=1;</SCRIPT><p>x</p></body></html>';
    expect(inlineSourceHashes(html)).toEqual({
      scripts: [sha('window.x=1;'), sha('{"a":"&amp;"}')],
      styles: [sha('b{color:red}')],
    });
  });

  it('takes no tag from an attribute value or a comment', () => {
    const html =
      '<meta content="<script>evil()</script>"><a title=\'<style>x</style>\'>a</a>' +
      '<!-- <script>old()</script> --><script>good()</script>';
    expect(inlineSourceHashes(html)).toEqual({ scripts: [sha('good()')], styles: [] });
  });

  it('hashes up to the end of a document cut inside a script', () => {
    expect(inlineSourceHashes('<p>a</p><script>unfinished(')).toEqual({ scripts: [sha('unfinished(')], styles: [] });
  });

  it('finds every script among any text around it, whatever that text holds', () => {
    const text = fc.string().map((s) => s.replace(/[<&]/g, '&lt;'));
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            text,
            fc.string().filter((s) => !/<\//.test(s)),
          ),
        ),
        (parts) => {
          const html = parts.map(([before, script]) => `<p>${before}</p><script>${script}</script>`).join('');
          const expected = [...new Set(parts.map(([, script]) => sha(script)))];
          expect(inlineSourceHashes(html).scripts).toEqual(expected);
        },
      ),
    );
  });
});
