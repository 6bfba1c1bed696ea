import type { Context, Hono } from 'hono';
import { z } from '#contract/zod';
import { DEFAULT_LOCALE, type Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import type { Result } from '#domain/shared/result';
import type { PaymentOutcome } from '#server/commerce/payment/payment-provider.port';
import { SANDBOX_CARDS, sandboxCardVerdict } from '#server/commerce/payment/sandbox-card';
import type { SandboxPaymentError } from '#server/commerce/payment/show-sandbox-payment.use-case';
import type { CommerceModule } from '#server/composition/commerce.module';
import type { Logger } from '#server/logging/logger';
import { notFound } from '#server/shared/server-error';
import type { AppEnv } from '../../app-env';
import { logAuthorizationFailure } from '../../auth/authorization-failure-log';
import { requireViewer } from '../../auth/require-viewer';
import { apiErrorOf } from '../../error-status';

const paymentIdSchema = z.uuid();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const localeOfCatalog = (catalogId: string): Locale =>
  Object.values(MARKETS).find((market) => market.catalogId === catalogId)?.locale ?? DEFAULT_LOCALE;

const paymentIdOf = (c: Context<AppEnv>): string => {
  const parsed = paymentIdSchema.safeParse(c.req.param('paymentId'));
  if (!parsed.success) throw apiErrorOf(notFound('Payment'));
  return parsed.data;
};

/** Where the browser lands after the provider's answer: the storefront's success page, or back to the cart or club. */
const landingOf = (outcome: PaymentOutcome, product: string): string => {
  const { order } = outcome;
  const locale = localeOfCatalog(order.catalogId);
  const context = { product };
  const succeeded = outcome.status === 'paid' || outcome.status === 'already-paid';
  // The success page names the order, so it can show what was bought and report the purchase once.
  const paid = `?${new URLSearchParams({ order: order.orderId })}`;
  if (order.kind === 'club')
    return succeeded
      ? `${pathFor('successClub', {}, locale, context)}${paid}`
      : `${pathFor('joinClub', {}, locale, context)}?payment=failed`;
  return succeeded
    ? `${pathFor('successAudiobook', {}, locale, context)}${paid}`
    : `${pathFor('cart', {}, locale, context)}?payment=failed`;
};

interface PageFields {
  /** The card number typed, shown again with `error` when it was no card number. */
  readonly card: string;
  readonly error: boolean;
}

const page = (
  payment: { id: string; amount: number; currency: string; status: string },
  fields: PageFields = { card: '', error: false },
) => {
  const id = encodeURIComponent(payment.id);
  const amount = `${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency)}`;
  const invalid = fields.error
    ? ' aria-invalid="true" aria-describedby="card-error card-hint"'
    : ' aria-describedby="card-hint"';
  const error = fields.error
    ? '<p id="card-error" role="alert">This is not a card number. Check the digits and try again.</p>\n'
    : '';
  const actions =
    payment.status === 'pending'
      ? `<form method="post" action="/sandbox-pay/${id}/confirm">
<p><label for="card">Card number</label><br>
<input id="card" name="card" required inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(fields.card)}"${invalid}></p>
${error}<p id="card-hint">Test cards: ${SANDBOX_CARDS.accepted} pays, ${SANDBOX_CARDS.declined} is declined by the bank.</p>
<button type="submit">Pay ${amount}</button></form>
<form method="post" action="/sandbox-pay/${id}/decline"><button type="submit">Cancel payment</button></form>`
      : `<p>This payment is ${escapeHtml(payment.status)}.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox payment</title></head>
<body>
<main>
<h1>Sandbox payment</h1>
<p>A test payment provider: nothing is charged. Amount: <strong>${amount}</strong></p>
${actions}
</main>
</body>
</html>`;
};

/** The card a form post carries; a post without one (an API client pressing "Pay") pays, as before cards existed. */
const cardOf = async (c: Context<AppEnv>): Promise<string | null> => {
  const body: Readonly<Record<string, unknown>> = await c.req.parseBody().catch(() => ({}));
  const card = body['card'];
  return typeof card === 'string' ? card.slice(0, 64) : null;
};

/**
 * The sandbox payment provider's pages at the site root: `GET /sandbox-pay/{paymentId}` shows the amount, a card
 * number field with the test cards, "Pay" and "Cancel payment" (plain forms, no scripts); the forms call the provider, which calls the store back, and the browser
 * is sent on to the storefront's success page (or back to the cart). Only the buyer signed in may see or press them:
 * the payment id is not the only guard, and another user's payment is as unknown as a made-up one (404, logged).
 */
export const registerSandboxPay = (
  site: Hono<AppEnv>,
  deps: {
    readonly sandbox: NonNullable<CommerceModule['sandbox']>;
    readonly logger: Logger;
    readonly product: string;
  },
): void => {
  const { sandbox, logger, product } = deps;
  const noStore = { 'Cache-Control': 'no-store' };

  /** Another user's payment is answered as unknown (404), and logged. */
  const buyersOnly = <T>(c: Context<AppEnv>, result: Result<T, SandboxPaymentError>): T => {
    if (result.ok) return result.value;
    if (result.error.code !== 'NOT_THE_BUYER') throw apiErrorOf(result.error);
    logAuthorizationFailure(logger, c, { status: 404, code: 'NOT_THE_BUYER' });
    throw apiErrorOf(notFound('Payment'));
  };

  const press = async (c: Context<AppEnv>, action: 'confirm' | 'decline') => {
    const input = { userId: requireViewer(c).userId, paymentId: paymentIdOf(c), action };
    const outcome = buyersOnly(c, await sandbox.settlePayment.execute(input));
    return c.redirect(landingOf(outcome, product), 303);
  };

  /** "Pay" with a card: the declining test card declines, and what is no card number is asked for again. */
  const pay = async (c: Context<AppEnv>) => {
    const card = await cardOf(c);
    const verdict = card === null ? 'pay' : sandboxCardVerdict(card);
    if (verdict === 'decline') return press(c, 'decline');
    if (verdict === 'pay') return press(c, 'confirm');
    const input = { userId: requireViewer(c).userId, paymentId: paymentIdOf(c) };
    const payment = buyersOnly(c, await sandbox.showPayment.execute(input));
    return c.html(page(payment, { card: card ?? '', error: true }), 422, noStore);
  };

  site.get('/sandbox-pay/:paymentId', async (c) => {
    const input = { userId: requireViewer(c).userId, paymentId: paymentIdOf(c) };
    return c.html(page(buyersOnly(c, await sandbox.showPayment.execute(input))), 200, noStore);
  });
  site.post('/sandbox-pay/:paymentId/confirm', pay);
  site.post('/sandbox-pay/:paymentId/decline', (c) => press(c, 'decline'));
};
