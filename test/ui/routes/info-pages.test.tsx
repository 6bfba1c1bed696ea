import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_STORE_BADGE_SIZE, appStoreLinksFor } from '#domain/market/app-store-badges';
import { clubLandingPageFor } from '#domain/market/club-landing';
import type { Locale } from '#domain/market/locale';
import Applications from '#ui/routes/applications';
import JoinClub, { loader as clubLoader } from '#ui/routes/join-club';
import LegalPage, { loader as legalLoader, meta as legalMeta } from '#ui/routes/legal-page';
import Newsletter, { action as newsletterAction, loader as newsletterLoader } from '#ui/routes/newsletter';
import { FakeNewsletterGateway } from '#test/support/fakes/fake-newsletter-gateway';
import { InMemoryLegalPageRepository } from '#test/support/fakes/in-memory-info-repositories';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aLegalPage } from '#test/support/mothers/info-pages.mother';
import { anItemSets, aScreen, aScreenProduct, aSwimlane } from '#test/support/mothers/screen.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';
import { metaArgs, pageArgs, statusOf, thrownBy } from './page-harness';

const show = async (locale: Locale, path: string, Component: unknown, data: unknown, actionData?: unknown) => {
  await renderInMarket(locale, path, [
    {
      path,
      Component: (() => {
        const Page = Component as (props: { loaderData: unknown; actionData: unknown }) => React.JSX.Element;
        return <Page loaderData={data} actionData={actionData} />;
      }) as never,
      loader: () => data,
    },
  ]);
  return screen.findByRole('heading', { level: 1 });
};

describe('the legal pages (spec §2)', () => {
  const legal = new InMemoryLegalPageRepository()
    .withPage('cz', aLegalPage('privacy-policy', 'Ochrana osobních údajů', 'První odstavec.\n\nDruhý odstavec.'))
    .withPage('pl', aLegalPage('copyright-notice', 'Nota prawna'))
    .withPage('de', aLegalPage('review-terms', 'Richtlinien für Rezensionen'));

  it.each([
    ['cz', '/cz/ochrana-osobnich-udaju', 'Ochrana osobních údajů'],
    ['pl', '/pl/nota-prawna', 'Nota prawna'],
    ['de', '/de/review-terms', 'Richtlinien für Rezensionen'],
  ] as const)('%s %s shows its text, with the day it last changed', async (locale, path, title) => {
    const data = await legalLoader(pageArgs(path, { ports: { legalPageRepository: legal } }));
    expect((await show(locale, path, LegalPage, data)).textContent).toBe(title);
    expect(screen.getByRole('article').querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('article').querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-01T09:00:00+00:00',
    );
  });

  it('writes the day out in the market’s language and titles the page with the text’s own title', async () => {
    const data = await legalLoader(pageArgs('/cz/ochrana-osobnich-udaju', { ports: { legalPageRepository: legal } }));
    await show('cz', '/cz/ochrana-osobnich-udaju', LegalPage, data);
    expect(screen.getByText('Naposledy aktualizováno 1. března 2026')).toBeTruthy();
    expect(legalMeta(await metaArgs('cz', data))[0]).toEqual({ title: 'Ochrana osobních údajů | Audiora' });
  });

  it('answers 404 for a text the market lacks and for a path that is no legal page', async () => {
    const missing = await thrownBy(() =>
      legalLoader(pageArgs('/sk/privacy-policy', { ports: { legalPageRepository: legal } })),
    );
    expect(statusOf(missing)).toBe(404);
    expect(statusOf(await thrownBy(() => legalLoader(pageArgs('/sk/cart'))))).toBe(404);
  });
});

describe('the apps page (spec §1, §2 /applications)', () => {
  it.each(['pl', 'es'] as const)(
    '%s links both stores with 135 by 40 badges and alt text in its language',
    async (locale) => {
      await show(locale, `/${locale}/aplikacje`, Applications, null);
      const badges = screen.getAllByRole('img');
      expect(badges.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
        [String(APP_STORE_BADGE_SIZE.width), String(APP_STORE_BADGE_SIZE.height)],
        [String(APP_STORE_BADGE_SIZE.width), String(APP_STORE_BADGE_SIZE.height)],
      ]);
      expect(badges.map((img) => img.closest('a')?.getAttribute('href'))).toEqual(
        appStoreLinksFor(locale).map((b) => b.href),
      );
      for (const img of badges) expect(img.getAttribute('alt')).not.toBe('');
    },
  );
});

describe('the newsletter page (spec §2 /newsletter)', () => {
  it('asks a visitor to sign in or sign up first, returning to the page, and still offers the form', async () => {
    const data = newsletterLoader(pageArgs('/pl/newsletter'));
    await show('pl', '/pl/newsletter', Newsletter, data);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Zaloguj się albo załóż konto');
    expect(within(status).getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe(
      '/pl/zaloguj?redirectTo=%2Fpl%2Fnewsletter',
    );
    expect(
      screen.getByRole('button', { name: 'Zapisz się do newslettera' }).closest('form')?.getAttribute('method'),
    ).toBe('post');
  });

  it('subscribes a signed-in user through the use case when the form is posted, and says where it goes', async () => {
    const gateway = new FakeNewsletterGateway(aUser({ email: 'ola@example.test' }));
    const outcome = await newsletterAction(
      pageArgs('/pl/newsletter', { method: 'POST', cookie: 'loggedIn=true', ports: { newsletterGateway: gateway } }),
    );
    expect(outcome).toEqual({ outcome: 'subscribed', email: 'ola@example.test' });
    expect(gateway.calls).toBe(1);
    await show('pl', '/pl/newsletter', Newsletter, { signedInHint: true }, outcome);
    expect(screen.getByRole('status').textContent).toBe('Gotowe! Newsletter będzie trafiał na adres ola@example.test.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a visitor who posts the form to sign in, and reports a failure', async () => {
    const visitor = await newsletterAction(
      pageArgs('/de/newsletter', { method: 'POST', ports: { newsletterGateway: new FakeNewsletterGateway(null) } }),
    );
    expect(visitor).toEqual({ outcome: 'signInFirst' });
    const broken = new FakeNewsletterGateway(aUser()).failWith({ code: 'NEWSLETTER.UNAVAILABLE' });
    const failed = await newsletterAction(
      pageArgs('/de/newsletter', { method: 'POST', ports: { newsletterGateway: broken } }),
    );
    expect(failed).toEqual({ outcome: 'failed' });
    await show('de', '/de/newsletter', Newsletter, { signedInHint: true }, failed);
    expect(screen.getByRole('alert').textContent).toContain('Das Abo hat gerade nicht geklappt');
  });
});

describe('the club page (spec §1, §2 /join-{product}-club)', () => {
  const paywall = aScreen([
    anItemSets('Co daje klub', [{ label: 'Niższe ceny', slug: 'ceny', deeplink: 'https://audiora.link/cat' }]),
    aSwimlane('Wybór klubowiczów', [aScreenProduct({ name: 'Lalka' })]),
  ]);
  const screens = () => new InMemoryScreenRepository().withScreen('pl', 'web-paywall', paywall);

  it('in a club market shows the benefits, the picks and more on the external landing page', async () => {
    const path = '/pl/dolacz-do-klubu-audiora';
    const data = await clubLoader(pageArgs(path, { ports: { screenRepository: screens() } }));
    expect((await show('pl', path, JoinClub, data)).textContent).toBe('Dołącz do Klubu Audiora');
    expect(screen.getByRole('heading', { level: 2, name: 'Co daje klub' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Więcej o Klubie Audiora' }).getAttribute('href')).toBe(
      clubLandingPageFor('pl'),
    );
    expect(screen.getByRole('link', { name: 'Lalka' })).toBeTruthy();
  });

  it('in sk, without a club, says so (status 200) and leads home', async () => {
    const path = '/sk/join-audiora-club';
    const data = await clubLoader(pageArgs(path));
    expect((await show('sk', path, JoinClub, data)).textContent).toBe('Klub Audiora vo vašej krajine zatiaľ nefunguje');
    expect(screen.getByRole('link', { name: 'Späť na úvodnú stránku' }).getAttribute('href')).toBe('/sk');
  });

  it('answers 404 for any other single segment the route’s brand parameter caught', async () => {
    expect(statusOf(await thrownBy(() => clubLoader(pageArgs('/de/join-other-club'))))).toBe(404);
    expect(statusOf(await thrownBy(() => clubLoader(pageArgs('/de/whatever'))))).toBe(404);
  });
});
