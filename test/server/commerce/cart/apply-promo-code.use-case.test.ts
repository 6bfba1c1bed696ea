import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import {
  ApplyPromoCode,
  type ApplyPromoCodeInput,
  PROMO_CODE_LIMITS,
} from '#server/commerce/cart/apply-promo-code.use-case';
import type { PromoCodeUses } from '#server/commerce/cart/promo-code-uses.port';
import { RemovePromoCode } from '#server/commerce/cart/remove-promo-code.use-case';
import { aPromoCode, clockAt, commerceWithTitleInCart } from '#test/support/server/commerce/in-memory-commerce';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';

const pl = MARKETS.pl;
const NOW = '2026-03-10T12:00:00.000Z';

/** Codes paid with, by account, catalogue and code. */
class InMemoryPromoCodeUses implements PromoCodeUses {
  readonly paid: { userId: string; catalogId: string; code: string }[] = [];

  hasUsed(userId: string, catalogId: string, code: string): Promise<boolean> {
    return Promise.resolve(
      this.paid.some((use) => use.userId === userId && use.catalogId === catalogId && use.code === code),
    );
  }
}

const setUp = () => {
  const { commerce } = commerceWithTitleInCart(pl.catalogId, 'u1', NOW);
  commerce.carts.promoCodes.push(
    aPromoCode(pl.catalogId, 'WELCOME10', { kind: 'percent', percent: 10 }),
    aPromoCode(pl.catalogId, 'OLD', { kind: 'amount', amount: 500 as MinorUnits }, NOW),
    aPromoCode(MARKETS.sk.catalogId, 'VITAJ4', { kind: 'amount', amount: 400 as MinorUnits }),
  );
  const uses = new InMemoryPromoCodeUses();
  const limiters = new InMemoryAttemptLimiters();
  const refusals = {
    perAccount: limiters.limiter('promo-code.account', PROMO_CODE_LIMITS.perAccount),
    perAddress: limiters.limiter('promo-code.address', PROMO_CODE_LIMITS.perAddress),
  };
  const deps = { ...commerce, uses, refusals, now: clockAt(NOW) };
  const applyPromoCode = new ApplyPromoCode(deps);
  const apply = (input: Partial<ApplyPromoCodeInput> = {}) =>
    applyPromoCode.execute({ userId: 'u1', market: pl, code: 'WELCOME10', address: '10.0.0.1', ...input });
  return { commerce, uses, limiters, apply, removePromoCode: new RemovePromoCode(deps) };
};

const refused = (fieldCode: string) => ({
  ok: false,
  error: { code: 'PROMO_CODE_INVALID', errors: [{ property: 'code', code: fieldCode }] },
});

describe('ApplyPromoCode', () => {
  it('applies a code typed in any case and answers the cart with its discount', async () => {
    const { apply } = setUp();
    const applied = await apply({ code: ' welcome10 ' });
    expect(applied.ok && applied.value.promo?.code).toBe('WELCOME10');
    expect(applied.ok && applied.value.totals).toEqual({ subtotal: 3990, discount: 399, total: 3591 });
  });

  it('matches a code as normalisePromoCode puts it: full-width, pasted with invisible characters', async () => {
    const { apply } = setUp();
    for (const code of ['ｗｅｌｃｏｍｅ１０', '\u200bWEL\u00adCOME10\u3000'])
      expect((await apply({ code })).ok, code).toBe(true);
  });

  it.each([
    ['NOPE', 'NOT_FOUND'],
    ['VITAJ4', 'NOT_FOUND'],
    ['OLD', 'EXPIRED'],
  ])('refuses %s with PROMO_CODE_INVALID %s on `code`, applying nothing', async (code, fieldCode) => {
    const { apply, commerce } = setUp();
    expect(await apply({ code })).toEqual(refused(fieldCode));
    expect(commerce.carts.applied).toEqual([]);
  });

  it('serves each account once: the account that paid with it is refused, every other one may use it', async () => {
    const { apply, uses, commerce } = setUp();
    uses.paid.push({ userId: 'u1', catalogId: pl.catalogId, code: 'WELCOME10' });
    expect(await apply({ code: 'welcome10' })).toEqual(refused('ALREADY_USED'));
    expect(commerce.carts.applied).toEqual([]);
    expect((await apply({ userId: 'u2' })).ok).toBe(true);
    // A use in another market's catalogue is another code.
    uses.paid.splice(0, 1, { userId: 'u1', catalogId: MARKETS.de.catalogId, code: 'WELCOME10' });
    expect((await apply()).ok).toBe(true);
  });

  it('answers TOO_MANY_ATTEMPTS after 10 refusals for the account, from any address, even to a right code', async () => {
    const { apply, commerce } = setUp();
    for (let i = 0; i < PROMO_CODE_LIMITS.perAccount.limit; i += 1)
      expect((await apply({ code: `GUESS${i}`, address: `10.0.1.${i}` })).ok).toBe(false);
    expect(await apply({ address: '10.0.2.1' })).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: PROMO_CODE_LIMITS.perAccount.windowMs / 1000 },
    });
    expect(commerce.carts.applied).toEqual([]);
    // Another account is not held back by this one's guesses.
    expect((await apply({ userId: 'u2', address: '10.0.2.1' })).ok).toBe(true);
  });

  it('answers TOO_MANY_ATTEMPTS after 30 refusals from an address, whichever accounts made them', async () => {
    const { apply } = setUp();
    for (let i = 0; i < PROMO_CODE_LIMITS.perAddress.limit; i += 1)
      await apply({ userId: `guesser-${i}`, code: `GUESS${i}`, address: '10.0.3.1' });
    expect(await apply({ userId: 'u1', address: '10.0.3.1' })).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect((await apply({ userId: 'u1', address: '10.0.3.2' })).ok).toBe(true);
  });

  it('counts refusals only, and a code that works clears none of them', async () => {
    const { apply, limiters } = setUp();
    for (let i = 0; i < 3; i += 1) await apply({ code: `GUESS${i}` });
    expect((await apply()).ok).toBe(true);
    expect((await apply()).ok).toBe(true);
    expect(limiters.counted('promo-code.account')).toBe(3);
    expect(limiters.counted('promo-code.address')).toBe(3);
  });

  it('RemovePromoCode takes it off again', async () => {
    const { apply, removePromoCode } = setUp();
    await apply();
    const removed = await removePromoCode.execute({ userId: 'u1', market: pl });
    expect(removed.ok && removed.value).toMatchObject({ promo: null, totals: { discount: 0, total: 3990 } });
  });
});
