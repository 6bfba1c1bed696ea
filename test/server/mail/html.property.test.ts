import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, rawHtml } from '#server/mail/html';

const unescape = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('html', () => {
  it('escapes every interpolated value so it can neither open a tag nor leave an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = escapeHtml(text);
        expect(out).not.toMatch(/[<>"']/);
        expect(unescape(out)).toBe(text);
        expect(html`<p title="${text}">${text}</p>`.value).toBe(`<p title="${out}">${out}</p>`);
      }),
    );
  });

  it('keeps markup it made itself, joins arrays and drops null, undefined and false', () => {
    const items = ['<a>', 'b'].map((x) => html`<li>${x}</li>`);
    // prettier-ignore
    const out = html`<ul>${items}</ul>${null}${undefined}${false}${rawHtml('<hr>')}${0}`.value;
    expect(out).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul><hr>0');
  });
});
