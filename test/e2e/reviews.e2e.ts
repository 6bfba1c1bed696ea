import { expect, type Page, test } from '@playwright/test';
import { homeProducts } from '../../scripts/bench/media-journey';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, showIntent, textOf, waitForHydration } from '../support/e2e-page';

const t = textOf('en');

/** The id of the n-th title of the en home screen; each journey takes its own, so their counts stay apart. */
const titleId = async (page: Page, n: number): Promise<string> => {
  const id = (await homeProducts(page.request, 'en'))[n]?.id;
  if (!id) throw new Error(`the home screen lists fewer than ${n + 1} titles`);
  return id;
};

/** The page's count of ratings, as the credits write it ("(3 ratings)"), or 0 when it says none. */
const ratingCount = async (page: Page): Promise<number> => {
  const text = (await page.getByRole('main').textContent()) ?? '';
  const match = /\((\d+) ratings?\)/u.exec(text);
  return match ? Number(match[1]) : 0;
};

const reviewsSection = (page: Page) => page.getByRole('region', { name: t('audiobook.reviews') });

test.describe('reviews on the title page', () => {
  test('a listener rates and reviews with the keyboard, sees it with the new count after a reload, edits it and deletes it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'reviews' });
    const id = await titleId(page, 1);
    await page.goto(`/en/audiobook/${id}`);
    await waitForHydration(page);
    const before = await ratingCount(page);
    const section = reviewsSection(page);
    const write = section.getByRole('button', { name: t('own_review.write'), exact: true });
    // It comes once the browser knows who is there and has asked for their review.
    await expect(write).toBeVisible({ timeout: 15_000 });

    // Keyboard only: open the form, choose four stars with the arrows, write, and send with Enter.
    await write.focus();
    await page.keyboard.press('Enter');
    const stars = section.getByRole('group', { name: t('own_review.rating_legend') });
    await expect(stars.getByRole('radio', { name: t('own_review.star', { rating: '1' }) })).toBeFocused();
    for (let n = 0; n < 3; n += 1) await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: t('own_review.star', { rating: '4' }) })).toBeChecked();
    await expect(section.getByRole('link', { name: t('pages.reviewTerms.title') }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A text without a signature is refused, told, and the signature takes the focus.
    await page.keyboard.press('Tab');
    await expect(section.getByLabel(t('own_review.review_label'))).toBeFocused();
    await page.keyboard.type('A calm, careful narration.');
    await section.getByRole('button', { name: t('own_review.publish') }).press('Enter');
    await expect(section.getByRole('alert')).toHaveText(t('own_review.errors.summary'));
    const signature = section.getByLabel(t('own_review.signature_label'));
    await expect(signature).toBeFocused();
    await expect(signature).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('Ada');
    await page.keyboard.press('Enter');

    await expect(section.getByRole('status').first()).toHaveText(t('own_review.saved'));
    const own = section.getByRole('article', { name: t('own_review.title') });
    await expect(own).toContainText('A calm, careful narration.');
    await expect(own.getByRole('button', { name: t('own_review.edit') })).toBeFocused();
    // The page's list and count follow at once, the review marked as the listener's.
    const listed = section.getByRole('listitem').filter({ hasText: 'A calm, careful narration.' });
    await expect(listed).toContainText(t('own_review.yours'));
    expect(await ratingCount(page)).toBe(before + 1);

    await page.reload();
    await waitForHydration(page);
    expect(await ratingCount(page)).toBe(before + 1);
    await expect(section.getByRole('listitem').filter({ hasText: 'A calm, careful narration.' })).toContainText(
      t('own_review.yours'),
    );

    // Edit: two stars and a new text.
    await own.getByRole('button', { name: t('own_review.edit') }).click();
    await stars.getByRole('radio', { name: t('own_review.star', { rating: '2' }) }).check();
    await section.getByLabel(t('own_review.review_label')).fill('On second thought, too slow.');
    await section.getByRole('button', { name: t('own_review.save') }).click();
    await expect(own).toContainText('On second thought, too slow.');
    await expect(own).toContainText(t('audiobook.review_rating', { rating: '2' }));
    await expect(section.getByRole('listitem').filter({ hasText: 'On second thought, too slow.' })).toHaveCount(1);
    expect(await ratingCount(page)).toBe(before + 1);

    // Delete, after a question; the list and the count lose it.
    await own.getByRole('button', { name: t('own_review.delete') }).click();
    await section.getByRole('button', { name: t('own_review.delete_yes') }).click();
    await expect(section.getByRole('status').first()).toHaveText(t('own_review.deleted'));
    await expect(section.getByRole('button', { name: t('own_review.write'), exact: true })).toBeFocused();
    await expect(section.getByRole('listitem').filter({ hasText: 'On second thought, too slow.' })).toHaveCount(0);
    expect(await ratingCount(page)).toBe(before);
    await page.reload();
    await waitForHydration(page);
    expect(await ratingCount(page)).toBe(before);
    await expect(page.getByText('On second thought, too slow.')).toHaveCount(0);
  });

  test('a visitor pressing "write a review" signs in and comes back to the title to write it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'reviews-visitor' });
    await page.context().clearCookies();
    const id = await titleId(page, 2);
    await page.goto(`/en/audiobook/${id}`);
    await showIntent(page);
    await reviewsSection(page)
      .getByRole('button', { name: t('own_review.write'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/sign-in/u);
    await waitForHydration(page, 'main form');
    const main = page.getByRole('main');
    await main.getByLabel(t('auth.sign_in.email')).fill(account.email);
    await main.getByLabel(t('auth.sign_in.password')).fill(account.password);
    await main.getByRole('button', { name: t('auth.sign_in.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/en/audiobook/${id}$`, 'u'));
    await expect(reviewsSection(page).getByRole('button', { name: t('own_review.write'), exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });
});
