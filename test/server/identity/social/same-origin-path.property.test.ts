import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '#server/identity/social/same-origin-path';

const ORIGIN = 'http://localhost:3000';

describe('sameOriginPath', () => {
  it.each([
    ['/pl/zaloguj', '/pl/zaloguj'],
    ['/pl/zaloguj?redirectTo=%2Fpl%2Fkoszyk', '/pl/zaloguj?redirectTo=%2Fpl%2Fkoszyk'],
    ['/a/../b', '/b'],
    ['/pl#fragment', '/pl'],
    ['/', '/'],
  ])('keeps %j as %j', (value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example',
    'http://localhost:3000/pl',
    '//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/\u0085evil',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'http://localhost:3000@evil.example',
    'pl/zaloguj',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it('whatever it accepts resolves to this origin, and is itself accepted unchanged', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const path = sameOriginPath(value, ORIGIN);
          if (path === null) return;
          expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
          expect(sameOriginPath(path, ORIGIN)).toBe(path);
        },
      ),
    );
  });
});
