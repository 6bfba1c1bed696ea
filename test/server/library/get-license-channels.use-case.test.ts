import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { epochMs } from '#domain/shared/time';
import { GetLicenseChannels } from '#server/library/get-license-channels.use-case';
import {
  aTitle,
  InMemoryAccountDevices,
  InMemoryClubPeriods,
  InMemoryLibraryTitles,
} from '#test/support/server/in-memory-library';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const pl = MARKETS.pl;
const listener = { userId: 'u-1', deviceId: 'd-1' };
const zl = (n: number) => n as MinorUnits;

const world = () => {
  const titles = new InMemoryLibraryTitles();
  const devices = new InMemoryAccountDevices().signIn('u-1', 'd-1', new Date('2026-01-01T00:00:00Z'));
  const clubPeriods = new InMemoryClubPeriods();
  const useCase = new GetLicenseChannels({ titles, devices, clubPeriods, now: () => NOW });
  return { titles, devices, clubPeriods, useCase };
};

describe('GetLicenseChannels', () => {
  it('answers NOT_FOUND for a product the market does not have', async () => {
    const { useCase } = world();
    expect(await useCase.execute({ listener, market: pl, productId: 'unknown' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Product' },
    });
  });

  it('prices both channels for a club member, and says a fourth device may not listen', async () => {
    const { titles, devices, clubPeriods, useCase } = world();
    const prices = { price: zl(3990), discountPrice: zl(2990), priceForSubscribers: zl(3490), lowestPrice: zl(2990) };
    const title = aTitle(pl.catalogId, { inClub: true, prices });
    titles.add(title);
    clubPeriods.set('u-1', { ownUntil: epochMs(NOW.getTime() + 86_400_000) });
    expect(await useCase.execute({ listener, market: pl, productId: title.id })).toEqual({
      ok: true,
      value: {
        oneoff: { state: 'CAN_BUY', price: 3990, lowestPrice: 2990, discountPrice: 2990, availableDiscount: 1000 },
        shared: { state: 'CAN_LISTEN', price: 3490, lowestPrice: 2990, discountPrice: null, availableDiscount: 0 },
      },
    });
    for (const deviceId of ['d-2', 'd-3', 'd-4']) devices.signIn('u-1', deviceId, NOW);
    const fourth = await useCase.execute({
      listener: { userId: 'u-1', deviceId: 'd-4' },
      market: pl,
      productId: title.id,
    });
    expect(fourth.ok && fourth.value.shared?.state).toBe('NOT_AVAILABLE_ON_THIS_DEVICE');
  });

  it('offers no shared channel where the market runs no club', async () => {
    const { titles, useCase } = world();
    const slovak = aTitle(MARKETS.sk.catalogId, { inClub: true, prices: null, isFree: true });
    titles.add(slovak);
    expect(await useCase.execute({ listener, market: MARKETS.sk, productId: slovak.id })).toEqual({
      ok: true,
      value: {
        oneoff: { state: 'CAN_LISTEN', price: 0, lowestPrice: null, discountPrice: null, availableDiscount: 0 },
        shared: null,
      },
    });
  });
});
