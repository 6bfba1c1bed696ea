import { expect, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '#server/commerce/payment/sandbox-card';

/**
 * On the sandbox payment page the storefront sent the browser to: types the accepting or the declining test card and
 * presses "Pay", as a buyer would; the browser then follows the provider back to the storefront.
 */
export const payInSandbox = async (page: Page, card: 'accepted' | 'declined'): Promise<void> => {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByLabel('Card number').fill(SANDBOX_CARDS[card]);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).not.toHaveURL(/\/sandbox-pay\//);
};
