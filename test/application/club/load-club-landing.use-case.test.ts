import { describe, expect, it } from 'vitest';
import { LoadClubLanding } from '#application/club/load-club-landing.use-case';
import { clubLandingPageFor } from '#domain/market/club-landing';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { anItemSets, aScreen, aScreenProduct, aSwimlane } from '#test/support/mothers/screen.mother';

const paywall = aScreen([
  anItemSets('Co daje klub', [
    { label: 'Niższe ceny', slug: 'nizsze-ceny', deeplink: 'https://audiora.link/cat' },
    { label: 'Słuchanie offline', slug: 'offline', deeplink: 'https://audiora.link/cat' },
  ]),
  aSwimlane('Wybór klubowiczów', [aScreenProduct({ name: 'Lalka' })]),
]);

describe('LoadClubLanding (spec §1, §2 /join-{product}-club)', () => {
  it("gives a club market's benefits, picks and external landing page from its web paywall", async () => {
    const screens = new InMemoryScreenRepository().withScreen('pl', 'web-paywall', paywall);
    const result = await new LoadClubLanding({ screenRepository: screens }).execute({ locale: 'pl' });
    if (!result.ok || !result.value.available) throw new Error('expected the club');
    expect(result.value.landingPage).toBe(clubLandingPageFor('pl'));
    expect(result.value.monthlyPrice).toEqual({ amount: 3990, currency: 'PLN' });
    expect(result.value.benefits).toEqual({ title: 'Co daje klub', items: ['Niższe ceny', 'Słuchanie offline'] });
    expect(result.value.picks.items.map((p) => p.name)).toEqual(['Lalka']);
  });

  it.each(['sk', 'es', 'en'] as const)(
    '%s, without the club, has no club page to show and asks for no screen',
    async (locale) => {
      const screens = new InMemoryScreenRepository();
      const result = await new LoadClubLanding({ screenRepository: screens }).execute({ locale });
      expect(result).toEqual({ ok: true, value: { available: false } });
      expect(screens.requests).toEqual([]);
    },
  );

  it('keeps the way to the landing page when the web paywall cannot be read, but not in maintenance', async () => {
    const broken = new InMemoryScreenRepository().failWith({ code: 'SCREEN.UNAVAILABLE' });
    const result = await new LoadClubLanding({ screenRepository: broken }).execute({ locale: 'de' });
    expect(result).toEqual({
      ok: true,
      value: {
        available: true,
        landingPage: clubLandingPageFor('de'),
        monthlyPrice: { amount: 999, currency: 'EUR' },
        benefits: { title: null, items: [] },
        picks: { title: null, items: [] },
      },
    });
    const down = new InMemoryScreenRepository().failWith({ code: 'API.MAINTENANCE' });
    expect(await new LoadClubLanding({ screenRepository: down }).execute({ locale: 'de' })).toEqual({
      ok: false,
      error: { code: 'API.MAINTENANCE' },
    });
  });
});
