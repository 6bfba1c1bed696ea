import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { ApplyPromoCode } from '#server/commerce/cart/apply-promo-code.use-case';
import { RemovePromoCode } from '#server/commerce/cart/remove-promo-code.use-case';
import { aPromoCode, clockAt, commerceWithTitleInCart } from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;
const NOW = '2026-03-10T12:00:00.000Z';

const setUp = () => {
  const { commerce } = commerceWithTitleInCart(pl.catalogId, 'u1', NOW);
  commerce.carts.promoCodes.push(
    aPromoCode(pl.catalogId, 'WELCOME10', { kind: 'percent', percent: 10 }),
    aPromoCode(pl.catalogId, 'OLD', { kind: 'amount', amount: 500 as MinorUnits }, NOW),
    aPromoCode(MARKETS.sk.catalogId, 'VITAJ4', { kind: 'amount', amount: 400 as MinorUnits }),
  );
  const deps = { ...commerce, now: clockAt(NOW) };
  return { commerce, applyPromoCode: new ApplyPromoCode(deps), removePromoCode: new RemovePromoCode(deps) };
};

describe('ApplyPromoCode', () => {
  it('applies a code typed in any case and answers the cart with its discount', async () => {
    const { applyPromoCode } = setUp();
    const applied = await applyPromoCode.execute({ userId: 'u1', market: pl, code: ' welcome10 ' });
    expect(applied.ok && applied.value.promo?.code).toBe('WELCOME10');
    expect(applied.ok && applied.value.totals).toEqual({ subtotal: 3990, discount: 399, total: 3591 });
  });

  it.each([
    ['NOPE', 'NOT_FOUND'],
    ['VITAJ4', 'NOT_FOUND'],
    ['OLD', 'EXPIRED'],
  ])('refuses %s with PROMO_CODE_INVALID %s on `code`, applying nothing', async (code, fieldCode) => {
    const { applyPromoCode, commerce } = setUp();
    expect(await applyPromoCode.execute({ userId: 'u1', market: pl, code })).toEqual({
      ok: false,
      error: { code: 'PROMO_CODE_INVALID', errors: [{ property: 'code', code: fieldCode }] },
    });
    expect(commerce.carts.applied).toEqual([]);
  });

  it('RemovePromoCode takes it off again', async () => {
    const { applyPromoCode, removePromoCode } = setUp();
    await applyPromoCode.execute({ userId: 'u1', market: pl, code: 'WELCOME10' });
    const removed = await removePromoCode.execute({ userId: 'u1', market: pl });
    expect(removed.ok && removed.value).toMatchObject({ promo: null, totals: { discount: 0, total: 3990 } });
  });
});
