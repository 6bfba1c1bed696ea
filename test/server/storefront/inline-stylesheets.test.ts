import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  builtStylesheets,
  inlineStylesheetsInHead,
  type StylesheetSource,
} from '#server/storefront/inline-stylesheets';

const sheets: Record<string, string> = { '/assets/app-1.css': 'body{color:red}', '/assets/home-2.css': '.a{b:c}' };
const source: StylesheetSource = (href) => sheets[href] ?? null;
const head = (links: string) => `<html><head><title>t</title>${links}</head>`;

describe('inlineStylesheetsInHead', () => {
  it("copies each known stylesheet into a nonce'd style before its link, which stops blocking the paint", () => {
    const out = inlineStylesheetsInHead(
      head(
        '<link nonce="n" rel="stylesheet" href="/assets/app-1.css"/><link rel="stylesheet" href="/assets/home-2.css">',
      ),
      'N1',
      source,
    );
    expect(out).toBe(
      head(
        '<style nonce="N1" data-href="/assets/app-1.css">body{color:red}</style>' +
          '<link nonce="n" rel="stylesheet" href="/assets/app-1.css" media="print"/>' +
          '<style nonce="N1" data-href="/assets/home-2.css">.a{b:c}</style>' +
          '<link rel="stylesheet" href="/assets/home-2.css" media="print">',
      ),
    );
  });

  it('reads a stylesheet React Router marks as shared with a lazy chunk (a trailing #) from its file', () => {
    expect(inlineStylesheetsInHead(head('<link rel="stylesheet" href="/assets/app-1.css#"/>'), undefined, source)).toBe(
      head(
        '<style data-href="/assets/app-1.css">body{color:red}</style>' +
          '<link rel="stylesheet" href="/assets/app-1.css#" media="print"/>' +
          // The lazy chunk's loader finds the file here, so it neither fetches nor applies it again.
          '<link rel="stylesheet" href="/assets/app-1.css" disabled>',
      ),
    );
  });

  it('leaves unknown, foreign and media-bound stylesheets and other links as they are', () => {
    const links =
      '<link rel="stylesheet" href="/assets/missing.css"/><link rel="stylesheet" href="https://cdn.test/x.css"/>' +
      '<link rel="stylesheet" media="print" href="/assets/app-1.css"/><link rel="icon" href="/assets/app-1.css"/>';
    expect(inlineStylesheetsInHead(head(links), 'N', source)).toBe(head(links));
  });

  it('cannot be made to close its style element early', () => {
    const out = inlineStylesheetsInHead(
      head('<link rel="stylesheet" href="/x.css"/>'),
      'N',
      () => 'a{}</style><script>',
    );
    expect(out).toBe(head('<link rel="stylesheet" href="/x.css"/>'));
    const evil = inlineStylesheetsInHead(
      head('<link rel="stylesheet" href="/assets/e.css"/>'),
      'N',
      () => 'a{}</style>',
    );
    expect(evil).not.toContain('a{}</style>');
    const shouting = inlineStylesheetsInHead(
      head('<link rel="stylesheet" href="/assets/e.css"/>'),
      'N',
      () => 'a{}</STYLE >',
    );
    expect(shouting).not.toMatch(/a\{\}<\/style/i);
  });
});

describe('builtStylesheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'small.css'), 'a{}');
  writeFileSync(join(dir, 'assets', 'large.css'), 'a{}'.repeat(20_000));
  writeFileSync(join(dir, 'secret.css'), 'x{}');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads small built stylesheets only, from the assets folder only', () => {
    const read = builtStylesheets(dir);
    expect(read('/assets/small.css')).toBe('a{}');
    expect(read('/assets/large.css')).toBeNull();
    expect(read('/assets/none.css')).toBeNull();
    expect(read('/assets/../secret.css')).toBeNull();
  });
});
