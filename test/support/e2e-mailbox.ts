import type { Page } from '@playwright/test';

/** The address of the first link matching `css` in the mails to `email`, as the development mailbox shows them. */
export const mailedLink = async (page: Page, email: string, css: string): Promise<string> => {
  await page.goto('/dev/mailbox');
  const messages = await page
    .locator('li', { hasText: email })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const message of messages) {
    await page.goto(message);
    const link = page.locator(css);
    if ((await link.count()) > 0) return (await link.first().getAttribute('href')) ?? '';
  }
  throw new Error(`no link ${css} mailed to ${email}`);
};
