import { describe, expect, it } from 'vitest';
import { holdStartPreloads, moduleScriptHold } from '#server/storefront/hold-page-scripts';
import { HELD_MODULE_TYPE, scriptReleaseSource } from '#server/storefront/script-release';

describe('holdStartPreloads', () => {
  const head =
    '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/assets/a.css"/>' +
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/pl-1.json"/>' +
    '<link href="/assets/b.js" rel="modulepreload"/><link rel="preload" as="image" href="/c.svg"/>';

  it('takes every module and fetch preload out of the head, in order, and leaves every other link', () => {
    const held = holdStartPreloads(head, 'n');
    expect(held).not.toMatch(/<link\b[^>]*modulepreload/);
    expect(held).not.toMatch(/<link\b[^>]*as="fetch"/);
    expect(
      held.startsWith('<link rel="stylesheet" href="/assets/a.css"/><link rel="preload" as="image" href="/c.svg"/>'),
    ).toBe(true);
    expect(held).toContain('(["/assets/a.js","/assets/b.js"],["/assets/pl-1.json"])</script>');
  });

  it("ends the head with the release script under the response's nonce", () => {
    const held = holdStartPreloads(head, 'abc+/=');
    expect(held).toMatch(
      /<script nonce="abc\+\/=">\(\(hrefs,fetches\)=>\{[\s\S]*\}\)\(\[[^\]]*\],\[[^\]]*\]\)<\/script>$/,
    );
    expect(held).toContain(`script[type="${HELD_MODULE_TYPE}"]`);
  });

  it('cannot be made to close its script by an address', () => {
    const source = scriptReleaseSource({ modules: ['/assets/x</script><b>.js'], fetches: ['/y</script>.json'] });
    expect(source).not.toContain('<');
    expect(source).toContain('"/assets/x\\u003c/script>\\u003cb>.js"');
    expect(source).toContain('"/y\\u003c/script>.json"');
  });
});

describe('moduleScriptHold', () => {
  it("turns React Router's module script, with this response's nonce, into one no browser runs", () => {
    expect(moduleScriptHold('n1')).toEqual({
      search: '<script nonce="n1" type="module" async="">',
      replacement: `<script nonce="n1" type="${HELD_MODULE_TYPE}">`,
    });
  });
});
