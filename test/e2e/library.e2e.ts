import { expect, type Page, test } from '@playwright/test';
import { homeProducts } from '../../scripts/bench/media-journey';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';
import { ownedTitle, sliderSeconds } from '../support/e2e-player';

const t = textOf('en');

/** The home screen's titles with the names the API gives them. */
const namedHomeProducts = async (page: Page) =>
  (await homeProducts(page.request, 'en')) as (Awaited<ReturnType<typeof homeProducts>>[number] & {
    readonly name: string;
  })[];

const favouritesBadge = (page: Page, count: number) =>
  page
    .getByRole('navigation', { name: t('shell.top_bar.account_links') })
    .getByRole('link', { name: `Favourites, ${count} title${count === 1 ? '' : 's'}`, exact: true })
    .getByTestId('count-badge');

test.describe("the listener's library", () => {
  test('a title favourited on its page is listed in favourites and the badge, and removing it can be undone', async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'library' });
    const [title] = await namedHomeProducts(page);
    if (!title) throw new Error('the home screen lists no titles');

    await page.goto(`/en/audiobook/${title.id}`);
    await waitForHydration(page);
    const favourite = page.getByRole('button', { name: t('audiobook.favourite'), exact: true });
    await expect(favourite).toBeEnabled();
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(favouritesBadge(page, 1)).toHaveText('1');

    await page.goto('/en/favourites');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('pages.favourites.title'));
    await expect(main.getByRole('link', { name: title.name, exact: true })).toHaveAttribute(
      'href',
      `/en/audiobook/${title.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('button', { name: t('library.favourites.remove', { name: title.name }) }).click();
    await expect(main.getByRole('link', { name: title.name, exact: true })).toHaveCount(0);
    await expect(main.getByText(t('library.favourites.empty'))).toBeVisible();
    await expect(favouritesBadge(page, 1)).toHaveCount(0);

    await page.getByRole('button', { name: t('favourites.removed_cta'), exact: true }).click();
    await expect(main.getByRole('link', { name: title.name, exact: true })).toBeVisible();
    await expect(favouritesBadge(page, 1)).toHaveText('1');
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: title.name, exact: true })).toBeVisible();
  });

  test('the shelf lists a bought title, continues it from its saved position in the bar, and recently played lists it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL ?? '';
    const { id } = await ownedTitle(page.request, origin);
    const [title] = await namedHomeProducts(page);
    const name = title?.name ?? '';

    await page.goto('/en/shelf');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/en/audiobook/${id}`);
    await expect(main.getByRole('heading', { name: t('library.shelf.continue_listening') })).toHaveCount(0);

    // Saved at 2:00, as the player saves it: the title resumes 15 s earlier.
    const saved = await page.request.post('/en/v2/commands', {
      data: { name: 'SavePlaybackProgress', audiobook_id: id, device: 'Web Player', position: 120_000 },
      headers: { Origin: origin },
    });
    expect(saved.ok()).toBe(true);

    await page.reload();
    await waitForHydration(page);
    const continuing = main.getByRole('region', { name: t('library.shelf.continue_listening') });
    await expect(continuing.getByRole('progressbar', { name: t('library.shelf.progress', { name }) })).toHaveAttribute(
      'aria-valuetext',
      /%/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await continuing.getByRole('button', { name: t('library.shelf.continue', { name }) }).click();
    const bar = page.getByRole('region', { name: t('player.region') });
    await expect(bar.getByRole('link').first()).toHaveText(name, { timeout: 15_000 });
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await sliderSeconds(bar, t('player.seek'))).toBeGreaterThanOrEqual(100);

    await page.goto('/en/recently-played');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an anonymous visitor is sent to sign in, coming back to the page asked for', async ({ page }) => {
    for (const path of ['/en/favourites', '/en/shelf?page=2', '/pl/ostatnio-sluchane']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      const signIn = path.startsWith('/pl') ? '/pl/zaloguj' : '/en/sign-in';
      expect(answer.headers()['location']).toBe(`${signIn}?${new URLSearchParams({ redirectTo: path })}`);
    }
    await page.goto('/en/favourites');
    await expect(page).toHaveURL(/\/en\/sign-in\?redirectTo=%2Fen%2Ffavourites$/);
  });
});
