import { describe, expect, it } from 'vitest';
import { lowerModulePreloads } from '#server/storefront/lower-module-preloads';

describe('lowerModulePreloads', () => {
  it('marks every module preload low priority and nothing else', () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/assets/a.css"/>' +
      '<link href="/assets/b.js" rel="modulepreload"/><link rel="preload" as="image" href="/c.svg"/>';
    expect(lowerModulePreloads(head)).toBe(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/assets/a.css"/>' +
        '<link fetchpriority="low" href="/assets/b.js" rel="modulepreload"/><link rel="preload" as="image" href="/c.svg"/>',
    );
  });

  it('keeps a priority the page chose itself', () => {
    const head = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js"/>';
    expect(lowerModulePreloads(head)).toBe(head);
  });
});
