import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { USER_PANEL_SECTIONS } from '#domain/routing/user-panel-sections';
import type { RouteName, RouteParams } from '#domain/routing/route-table';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, waitForHydration } from '../support/e2e-page';

/** Markets of each path language and script the account pages are written in (en has its own journeys). */
const MARKETS: readonly Locale[] = ['pl', 'cz', 'de'];

/** A route whose path has no parameters. */
type PlainRoute = { [N in RouteName]: keyof RouteParams<N> extends never ? N : never }[RouteName];

/** The pages a visitor reaches to get an account. */
const VISITOR_PAGES: readonly PlainRoute[] = ['signIn', 'signUp', 'passwordReset'];

/** Every page only a signed-in listener is served. */
const PRIVATE_PAGES: readonly PlainRoute[] = ['favourites', 'shelf', 'recentlyPlayed', ...USER_PANEL_SECTIONS];

/**
 * Every WCAG 2.2 AA violation in the page's main region, each prefixed with the path, so one run names every failing
 * page; the shell around it has its own suite.
 */
const violationsOn = async (page: Page, path: string): Promise<string[]> => {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname, 'the page is served, not redirected').toBe(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return (await axeViolations(page, 'main')).map((violation) => `${path} ${violation}`);
};

test.describe('accessibility of the account pages in every path language (axe, WCAG 2.2 AA)', () => {
  for (const market of MARKETS) {
    const pathOf = (name: PlainRoute) => pathFor(name, {}, market, DEFAULT_ROUTING_CONTEXT);

    test(`${market}: the sign-in, sign-up and password-reset pages`, async ({ page }) => {
      test.slow();
      const found: string[] = [];
      for (const name of VISITOR_PAGES) found.push(...(await violationsOn(page, pathOf(name))));
      expect(found).toEqual([]);
    });

    // The private pages share their components across markets: each market audits a third of them, so every page is
    // audited once and every path language is seen signed in.
    const audited = PRIVATE_PAGES.filter((_, index) => index % MARKETS.length === MARKETS.indexOf(market));
    test(`${market}: ${audited.join(', ')}, signed in`, async ({ page, baseURL }) => {
      test.slow();
      await signUpThroughApi(page.request, baseURL ?? '', { market, prefix: 'a11y' });
      const found: string[] = [];
      for (const name of audited) found.push(...(await violationsOn(page, pathOf(name))));
      expect(found).toEqual([]);
    });
  }
});
