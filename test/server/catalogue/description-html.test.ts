import { describe, expect, it } from 'vitest';
import { descriptionHtml, escapeMarkup } from '#server/catalogue/description-html';

describe('description HTML', () => {
  it.each([
    ['Jedno zdanie.', '<p>Jedno zdanie.</p>'],
    ['Pierwszy akapit.\n\nDrugi akapit.', '<p>Pierwszy akapit.</p><p>Drugi akapit.</p>'],
    ['Linia\nłamana', '<p>Linia<br>łamana</p>'],
    ['<script>alert("x")</script> & co', '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>'],
    ['\n\n  \n\n', ''],
  ])('%j -> %s', (plain, html) => {
    expect(descriptionHtml(plain)).toBe(html);
  });

  it('escapes the five markup characters and nothing else', () => {
    expect(escapeMarkup(`<a href="x">Tom's & Jerry</a> — ok`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&lt;/a&gt; — ok',
    );
  });
});
