import { describe, expect, it } from 'vitest';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';

describe('503 policy (spec §8: go to /{lang}/error/503 unless already there)', () => {
  it.each([
    ['/pl/audiobook/pan-tadeusz', 'pl', '/pl/error/503'],
    ['/cz/kosik', 'cz', '/cz/error/503'],
    ['/', 'de', '/de/error/503'],
    ['/pl/error/5030', 'pl', '/pl/error/503'],
    ['/pl/error', 'pl', '/pl/error/503'],
    ['/pl/error/503', 'pl', null],
    ['/pl/error/503/', 'pl', null],
    ['/pl/error/503?from=%2Fpl', 'pl', null],
    ['/pl/error/503#top', 'pl', null],
    ['/de/error/503', 'pl', null],
  ] as const)('at %j in %s -> %j', (path, locale, target) => {
    expect(onServiceUnavailable(path, locale)).toBe(target);
  });
});
