import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, LAYOUT_WIDTHS } from '#domain/shell/breakpoints';

const ROOT = join(import.meta.dirname, '../../..');

const filesIn = (dir: string, extension: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesIn(join(dir, entry.name), extension)
      : entry.name.endsWith(extension)
        ? [join(dir, entry.name)]
        : [],
  );

const STYLESHEETS = ['ui/styles', 'ui/components', 'ui/features'].flatMap((dir) => filesIn(dir, '.css'));
const COMPONENTS = ['ui/components', 'ui/features'].flatMap((dir) => filesIn(dir, '.tsx'));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('stylesheets', () => {
  it('break only at the breakpoints of the spec', () => {
    const allowed = new Set<number>(Object.values(BREAKPOINTS));
    for (const file of STYLESHEETS) {
      for (const match of read(file).matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)) {
        expect(allowed.has(Number(match[1])), `${file}: ${match[0]}`).toBe(true);
      }
    }
  });

  it('carry the layout widths of the spec as tokens', () => {
    const tokens = read('ui/styles/tokens.css');
    expect(tokens).toContain(`--layout-tablet: ${LAYOUT_WIDTHS.tablet}px;`);
    expect(tokens).toContain(`--layout-laptop: ${LAYOUT_WIDTHS.laptop}px;`);
    expect(tokens).toContain(`--layout-desktop: ${LAYOUT_WIDTHS.desktop}px;`);
  });

  it('theme for dark mode, and calm every animation under reduced motion', () => {
    expect(read('ui/styles/tokens.css')).toContain('@media (prefers-color-scheme: dark)');
    const base = read('ui/styles/base.css');
    expect(base).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{[^@]*animation-duration: 0\.01ms/);
    expect(read('ui/styles/tokens.css')).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\s*{[^@]*--duration-base: 0ms/,
    );
  });

  it('draw a visible focus ring for keyboard users', () => {
    expect(read('ui/styles/base.css')).toMatch(/:focus-visible\s*{[^}]*outline:\s*3px solid/);
  });

  it('use no inline style attributes in components (the CSP forbids them)', () => {
    expect(COMPONENTS.length).toBeGreaterThan(5);
    for (const file of COMPONENTS) expect(read(file), file).not.toMatch(/\bstyle=\{/);
  });
});
