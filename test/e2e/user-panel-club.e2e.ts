import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { mailedLink } from '../support/e2e-mailbox';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const pl = textOf('pl');
const sk = textOf('sk');

const PLAN = '/pl/panel-uzytkownika/zarzadzaj-planem';
const FAMILY = '/pl/panel-uzytkownika/udostepnianie-rodzinie';

/** Every WCAG 2.2 AA violation on the page, one line each, so a failure says what and where. */
const violations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
};

/** A listener signed up in a market of their own browser context (axe needs `newContext()` before `newPage()`). */
const listener = async (browser: Browser, baseURL: string, market = 'pl', javaScriptEnabled = true) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = await signUpThroughApi(page.request, baseURL, { market, prefix: 'club' });
  return { page, account };
};

/** The club bought as a listener buys it: JoinClub, then the sandbox payment page's confirm button. */
const joinClub = async (page: Page, baseURL: string) => {
  const started = await page.request.post('/pl/v2/commands', {
    data: { name: 'JoinClub' },
    headers: { Origin: baseURL },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { payment_url: paymentUrl } = (await started.json()) as { payment_url: string };
  const paid = await page.request.post(`${new URL(paymentUrl, baseURL).pathname}/confirm`, {
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  });
  expect([200, 302, 303]).toContain(paid.status());
};

/** The invitation link mailed to `email`: its path and query on this store. */
const mailedInvitation = async (page: Page, email: string): Promise<string> => {
  const url = new URL(await mailedLink(page, email, 'a[href*="invitation="]'));
  return `${url.pathname}${url.search}`;
};

const main = (page: Page) => page.getByRole('main');

test.describe('the user panel: the club and family sharing', () => {
  test('a member sees the plan with its renewal, cancels it with a reason, and sees until when the club lasts', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const { page } = await listener(browser, baseURL ?? '');
    await joinClub(page, baseURL ?? '');

    await page.goto('/pl/panel-uzytkownika');
    await page
      .getByRole('navigation', { name: pl('user_panel.nav_label') })
      .getByRole('link', { name: pl('pages.userPanel_managePlan.title') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PLAN}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl('pages.userPanel_managePlan.title'));
    await waitForHydration(page, 'main form');
    const renewal = main(page)
      .getByText(pl('user_panel.plan.renews'), { exact: true })
      .locator('xpath=following-sibling::dd[1]');
    // A month from today, written in Polish ("27 grudnia 2026").
    await expect(renewal).toHaveText(/^\d{1,2} \p{L}+ \d{4}$/u);
    const renewsOn = (await renewal.textContent()) ?? '';
    await expect(
      main(page).getByText(pl('user_panel.plan.price'), { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/^39,90\szł miesięcznie$/);
    expect(await violations(page)).toEqual([]);

    await main(page).getByRole('radio', { name: 'Robię sobie przerwę' }).check();
    await main(page)
      .getByRole('button', { name: pl('user_panel.plan.continue') })
      .click();
    const confirmation = main(page).getByRole('region', { name: pl('user_panel.plan.confirm_heading') });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(pl('user_panel.plan.confirm_text', { date: renewsOn }));
    expect(await violations(page)).toEqual([]);
    await confirmation.getByRole('button', { name: pl('user_panel.plan.confirm') }).click();
    await expect(main(page).getByRole('status')).toHaveText(pl('user_panel.plan.cancelled', { date: renewsOn }));

    // Cancelled stays cancelled: the page tells the end, and offers no second cancel.
    await page.reload();
    await expect(main(page).getByRole('status')).toHaveText(pl('user_panel.plan.cancelled', { date: renewsOn }));
    await expect(main(page).getByRole('radio')).toHaveCount(0);
    await page.context().close();
  });

  test('an owner invites a signed-up listener, who accepts the mailed link; both see the club; the member leaves', async ({
    browser,
    baseURL,
  }) => {
    // Two listeners, a purchase, a mail and eight pages on a shared machine.
    test.setTimeout(240_000);
    const owner = await listener(browser, baseURL ?? '');
    await joinClub(owner.page, baseURL ?? '');
    const invited = await listener(browser, baseURL ?? '');

    await owner.page.goto(FAMILY);
    await waitForHydration(owner.page, 'main form');
    await expect(owner.page.getByRole('heading', { level: 1 })).toHaveText(pl('pages.userPanel_familySharing.title'));
    const field = main(owner.page).getByRole('textbox', { name: pl('user_panel.family.email') });
    await field.fill(owner.account.email);
    await main(owner.page)
      .getByRole('button', { name: pl('user_panel.family.invite') })
      .click();
    await expect(main(owner.page).getByRole('alert')).toHaveText(pl('user_panel.family.errors.cannot_invite_self'));
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(owner.page)).toEqual([]);

    await field.fill(invited.account.email.toUpperCase());
    await main(owner.page)
      .getByRole('button', { name: pl('user_panel.family.invite') })
      .click();
    await expect(main(owner.page).getByRole('status')).toHaveText(
      pl('user_panel.family.invited_sent', { email: invited.account.email.toUpperCase() }),
    );
    await expect(
      main(owner.page).getByRole('button', {
        name: pl('user_panel.family.cancel_invitation', { email: invited.account.email }),
      }),
    ).toBeVisible();

    await invited.page.goto(await mailedInvitation(invited.page, invited.account.email));
    await waitForHydration(invited.page, 'main form');
    const accept = main(invited.page).getByRole('region', { name: pl('user_panel.family.accept_heading') });
    expect(await violations(invited.page)).toEqual([]);
    await accept.getByRole('button', { name: pl('user_panel.family.accept') }).click();
    await expect(main(invited.page).getByRole('status')).toHaveText(pl('user_panel.family.accepted'));
    await expect(main(invited.page)).toContainText(
      new RegExp(
        `Dzielisz klub konta ${owner.account.email.replace(/[.]/g, '\\.')} od \\d{1,2} \\p{L}+ \\d{4}\\.`,
        'u',
      ),
    );
    await invited.page.goto(PLAN);
    await expect(main(invited.page)).toContainText(pl('user_panel.plan.shared', { owner: owner.account.email }));

    await owner.page.goto(PLAN);
    await expect(main(owner.page).getByText(pl('user_panel.plan.renews'), { exact: true })).toBeVisible();
    // The member leaves, behind a confirmation: the page then shows them without a family, and the club is gone.
    await invited.page.goto(FAMILY);
    await waitForHydration(invited.page, 'main form');
    await main(invited.page)
      .getByRole('button', { name: pl('user_panel.family.leave') })
      .click();
    const confirmation = main(invited.page).getByRole('region', {
      name: pl('user_panel.family.confirm_leave_heading'),
    });
    await expect(confirmation).toBeFocused();
    expect(await violations(invited.page)).toEqual([]);
    await confirmation.getByRole('button', { name: pl('user_panel.family.leave_confirm') }).click();
    await expect(main(invited.page).getByRole('status')).toHaveText(
      pl('user_panel.family.left', { email: owner.account.email }),
    );
    await expect(main(invited.page)).toContainText(pl('user_panel.family.club_required'));
    await expect(main(invited.page).getByRole('button', { name: pl('user_panel.family.leave') })).toHaveCount(0);
    await owner.page.goto(FAMILY);
    await expect(main(owner.page)).toContainText(pl('user_panel.family.no_members'));

    await invited.page.goto(PLAN);
    await expect(main(invited.page)).toContainText(pl('user_panel.plan.not_member'));
    await owner.page.context().close();
    await invited.page.context().close();
  });

  test('without JavaScript, an owner invites and withdraws the invitation', async ({ browser, baseURL }) => {
    const owner = await listener(browser, baseURL ?? '', 'pl', false);
    await joinClub(owner.page, baseURL ?? '');
    const email = 'nobody-yet@example.test';
    await owner.page.goto(FAMILY);
    await main(owner.page)
      .getByRole('textbox', { name: pl('user_panel.family.email') })
      .fill(email);
    await main(owner.page)
      .getByRole('button', { name: pl('user_panel.family.invite') })
      .click();
    await expect(main(owner.page).getByRole('status')).toHaveText(pl('user_panel.family.invited_sent', { email }));
    await main(owner.page)
      .getByRole('button', { name: pl('user_panel.family.cancel_invitation', { email }) })
      .click();
    await expect(main(owner.page).getByRole('status')).toHaveText(
      pl('user_panel.family.invitation_cancelled', { email }),
    );
    await expect(main(owner.page)).toContainText(pl('user_panel.family.no_invitations'));
    await owner.page.context().close();
  });

  test('a market without the club says so on both pages, and its panel has no family sharing', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const { page } = await listener(browser, baseURL ?? '', 'sk');
    await page.goto('/sk/user-panel/manage-plan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sk('pages.userPanel_managePlan.title'));
    await expect(main(page)).toContainText(sk('user_panel.plan.no_club'));
    expect(await violations(page)).toEqual([]);
    const nav = page.getByRole('navigation', { name: sk('user_panel.nav_label') });
    await expect(nav.getByRole('link', { name: sk('pages.userPanel_managePlan.title') })).toBeVisible();
    await expect(nav.getByRole('link', { name: sk('pages.userPanel_familySharing.title') })).toHaveCount(0);
    await page.goto('/sk/user-panel/family-sharing');
    await expect(main(page)).toContainText(sk('user_panel.family.off_market'));
    await expect(main(page).getByRole('textbox')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
