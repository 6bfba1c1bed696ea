import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_HOSTS } from '#domain/market/product-hosts';
import { resolveShortLink, SHORT_LINK_PATHS } from '#domain/routing/short-link';
import { paramValueArbitrary } from '#test/support/arbitraries/routing.arbitrary';

const prefix = fc.constantFrom(...SHORT_LINK_PATHS.keys());
const host = fc.constantFrom(...PRODUCT_HOSTS.shortLinkHosts);

describe('resolveShortLink properties', () => {
  it('resolves every short-link shape with any id to its route, carrying the id intact', () => {
    fc.assert(
      fc.property(host, prefix, paramValueArbitrary, (h, p, id) => {
        // An id of dots is a dot segment that every URL parser folds away; no id can be one.
        fc.pre(id !== '.' && id !== '..');
        const route = SHORT_LINK_PATHS.get(p);
        expect(resolveShortLink(`https://${h}/${p}/${encodeURIComponent(id)}`)).toEqual({
          name: route,
          params: { id },
        });
      }),
    );
  });

  it('keeps any link off the short-link hosts exactly as it was', () => {
    fc.assert(
      fc.property(
        fc
          .webUrl({ withQueryParameters: true, withFragments: true })
          .filter((url) => !PRODUCT_HOSTS.shortLinkHosts.includes(new URL(url).host)),
        (url) => {
          expect(resolveShortLink(url)).toEqual({ external: url });
        },
      ),
    );
  });

  it('never throws and answers either a route or the link itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `https://audiora.link/${s}`),
        ),
        (link) => {
          const result = resolveShortLink(link);
          if ('external' in result) expect(result.external).toBe(link);
          else expect(['player', 'cycle', 'podcast', 'audiobook', 'catalog', 'category']).toContain(result.name);
        },
      ),
    );
  });
});
