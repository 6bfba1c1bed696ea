import { describe, expect, it } from 'vitest';
import { resolveShortLink } from '#domain/routing/short-link';
import { deeplinkFor } from '#server/catalogue/deeplink';

describe('deeplinks of screen elements', () => {
  it.each([
    [
      { kind: 'audiobook', id: 'abc' } as const,
      'https://audiora.link/a/abc',
      { name: 'audiobook', params: { id: 'abc' } },
    ],
    [{ kind: 'cycle', id: 'c-1' } as const, 'https://audiora.link/c/c-1', { name: 'cycle', params: { id: 'c-1' } }],
    [
      { kind: 'podcast', id: 'p 1' } as const,
      'https://audiora.link/pod/p%201',
      { name: 'podcast', params: { id: 'p 1' } },
    ],
    [
      { kind: 'category', slugOrId: 'kryminal-i-sensacja' } as const,
      'https://audiora.link/cat/kryminal-i-sensacja',
      { name: 'category', params: { id: 'kryminal-i-sensacja' } },
    ],
    [{ kind: 'catalog' } as const, 'https://audiora.link/cat', { name: 'catalog', params: {} }],
  ])('%o is %s, which the storefront resolves to its route', (target, link, route) => {
    expect(deeplinkFor(target)).toBe(link);
    expect(resolveShortLink(link)).toEqual(route);
  });
});
