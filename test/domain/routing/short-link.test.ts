import { describe, expect, it } from 'vitest';
import { pathForTarget } from '#domain/routing/path-for';
import { resolveShortLink, type ShortLinkResolution } from '#domain/routing/short-link';

describe('resolveShortLink (spec §2: short-link paths map to routes; unrecognised ones stay external)', () => {
  it.each<[string, ShortLinkResolution]>([
    ['https://audiora.link/p/123', { name: 'player', params: { id: '123' } }],
    ['https://audiora.link/c/zapowiedzi', { name: 'cycle', params: { id: 'zapowiedzi' } }],
    ['https://audiora.link/cp/cykle-audiobookow', { name: 'cycle', params: { id: 'cykle-audiobookow' } }],
    ['https://audiora.link/pod/9', { name: 'podcast', params: { id: '9' } }],
    ['https://audiora.link/podp/9', { name: 'podcast', params: { id: '9' } }],
    ['https://audiora.link/a/42', { name: 'audiobook', params: { id: '42' } }],
    ['https://audiora.link/cat', { name: 'catalog', params: {} }],
    ['https://audiora.link/cat/', { name: 'catalog', params: {} }],
    ['https://audiora.link/cat/kryminal', { name: 'category', params: { id: 'kryminal' } }],
    ['https://AUDIORA.LINK/a/42?utm_source=x#y', { name: 'audiobook', params: { id: '42' } }],
    ['http://audiora.link/a/%C5%BC', { name: 'audiobook', params: { id: 'ż' } }],
  ])('%s', (link, expected) => {
    expect(resolveShortLink(link)).toEqual(expected);
  });

  it.each([
    'https://audiora.link/',
    'https://audiora.link/x/1',
    'https://audiora.link/a',
    'https://audiora.link/a/1/2',
    'https://audiora.link/a/%E0%A4%A',
    'https://audiora.link/constructor/1',
    'https://audiora.link/a/..',
    'https://audiora.link:8443/a/1',
    'https://user@audiora.link/a/1',
    'https://evil.example/a/1',
    'https://audiora.link.evil.example/a/1',
    'ftp://audiora.link/a/1',
    '/a/1',
    'not a url',
  ])('keeps %s as an external link', (link) => {
    expect(resolveShortLink(link)).toEqual({ external: link });
  });

  it('uses the configured short-link hosts', () => {
    expect(resolveShortLink('https://go.example/a/1', ['go.example'])).toEqual({
      name: 'audiobook',
      params: { id: '1' },
    });
    expect(resolveShortLink('https://audiora.link/a/1', ['go.example'])).toEqual({
      external: 'https://audiora.link/a/1',
    });
  });

  it('gives a target the caller puts into the current market', () => {
    const target = resolveShortLink('https://audiora.link/p/7');
    expect('external' in target ? null : pathForTarget(target, 'pl', { product: 'audiora' })).toBe('/pl/odtwarzacz/7');
  });
});
