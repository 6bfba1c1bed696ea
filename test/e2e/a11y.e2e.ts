import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';

/** WCAG 2.2 AA as axe tags it (quality-bar.md, accessibility). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MARKETS = ['pl', 'de', 'es', 'tr'] as const;
const PHONE = { width: 375, height: 812 };

type ProbedWindow = Window & { __reactRouterDataRouter?: { state: { initialized: boolean } } };

/** The market's interface text, so that elements are found by the accessible names its users hear. */
const textOf = (language: string) => {
  const messages = JSON.parse(readFileSync(`ui/locales/${language}/common.json`, 'utf8')) as Record<string, unknown>;
  return (key: string, values: Record<string, string> = {}): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    if (typeof found !== 'string') throw new Error(`No text ${key} in ${language}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
};

/** A page in a fresh context (axe needs `newContext()` before `newPage()`), hydrated, its lazy services loaded. */
const openPage = async (browser: Browser, path: string, viewport = { width: 1280, height: 900 }) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => (window as ProbedWindow).__reactRouterDataRouter?.state.initialized === true);
  await page.waitForLoadState('networkidle');
  return page;
};

/** Every WCAG 2.2 AA violation on the page, one line each, so a failure says what and where. */
const violations = async (page: Page): Promise<string[]> => {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}): ${node.target.join(' ')}`));
};

test.describe('accessibility of the shell and the home page (axe, WCAG 2.2 AA)', () => {
  for (const market of MARKETS) {
    const t = textOf(market);

    test(`${market}: the home page as it loads`, async ({ browser }) => {
      const page = await openPage(browser, `/${market}`);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });

    test(`${market}: with the catalogue dropdown open`, async ({ browser }) => {
      const page = await openPage(browser, `/${market}`);
      const trigger = page.getByRole('banner').getByRole('button', { name: t('shell.catalogue.trigger'), exact: true });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: t('shell.catalogue.all_categories') })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });

    test(`${market}: with the mobile menu open on a 375 px screen`, async ({ browser }) => {
      const page = await openPage(browser, `/${market}`, PHONE);
      await page.getByRole('button', { name: t('shell.top_bar.open_menu') }).click();
      await expect(page.getByRole('dialog', { name: t('shell.mobile_menu.label') })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('pl: signed in, with the account menu open', async ({ browser, baseURL }) => {
    const t = textOf('pl');
    const context = await browser.newContext();
    const page = await context.newPage();
    const { email } = await signUpThroughApi(page.request, baseURL ?? '', { prefix: 'a11y' });
    await page.goto('/pl');
    await page.waitForFunction(() => (window as ProbedWindow).__reactRouterDataRouter?.state.initialized === true);

    await page.getByRole('button', { name: t('shell.user_menu.open', { email }) }).click();
    await expect(page.getByRole('menu', { name: t('shell.user_menu.label') })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
