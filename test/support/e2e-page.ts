import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as axe tags it (quality-bar.md, accessibility). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every WCAG 2.2 AA violation axe finds on the page, or within `include` (a CSS selector), one line each naming the
 * rule, its impact and the element, so a failure says what and where.
 */
export const axeViolations = async (page: Page, include?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include === undefined ? builder : builder.include(include)).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}): ${node.target.join(' ')}`));
};

/** React Router's router, which the client entry exposes once hydration has begun. */
type RouterWindow = Window & { __reactRouterDataRouter?: { state: { initialized: boolean } } };

/**
 * Resolves once React Router is up and, given a selector, once React has attached its fibers to that server-rendered
 * element, so that a press on it does what it should.
 */
/**
 * How long a document load of a signed-in page may take to show the session: after hydration come the services, the
 * profile check and the menu's code, a chain that takes seconds when the machine also runs the other browser tests.
 */
export const SESSION_SHOWN = { timeout: 15_000 } as const;

export const waitForHydration = async (page: Page, selector?: string): Promise<void> => {
  await page.waitForFunction(() => (window as RouterWindow).__reactRouterDataRouter?.state.initialized === true);
  if (selector === undefined) return;
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    },
    selector,
    { polling: 50 },
  );
};

/**
 * The visitor's first intent, a key press that changes nothing: it brings the browser's services and the parts bound
 * to them (search box, account cell), which until then keep the server's HTML (`loadOnIntent`).
 */
export const showIntent = async (page: Page): Promise<void> => {
  // Once the page's scripts run: a key pressed before them is not seen (the next one is).
  await waitForHydration(page);
  await page.keyboard.press('Shift');
};

/** The market's interface text, so that elements are found by the accessible names its users hear. */
export const textOf = (language: string) => {
  const messages = JSON.parse(readFileSync(`ui/locales/${language}/common.json`, 'utf8')) as Record<string, unknown>;
  return (key: string, values: Record<string, string> = {}): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    if (typeof found !== 'string') throw new Error(`No text ${key} in ${language}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
};
