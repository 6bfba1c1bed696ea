import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsPurchase } from '#application/ports/analytics.port';
import { clubLandingPageFor } from '#domain/market/club-landing';
import type { Locale } from '#domain/market/locale';
import type { PortOverrides } from '#infrastructure/composition/port-overrides';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { ContainerProvider } from '#ui/di/container-context';
import JoinClub, { action as joinAction, loader as joinLoader } from '#ui/routes/join-club';
import SuccessClub, { loader as successLoader } from '#ui/routes/success-club';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryClubGateway } from '#test/support/fakes/in-memory-club-gateway';
import { InMemoryPurchaseTracking } from '#test/support/fakes/in-memory-purchase-tracking';
import { InMemoryReportedOrders } from '#test/support/fakes/in-memory-reported-orders';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';
import { pageArgs, statusOf, thrownBy } from './page-harness';

/** The flag the server sets beside a session's cookies (spec §9 loggedIn). */
const SIGNED_IN = 'loggedIn=true';
const UNTIL = '2026-12-27T10:00:00.000Z';
const ORDER = '6f1c2a52-9a55-4c55-8f0e-0a0f4a0b2c11';
const CLUB_PL = '/pl/dolacz-do-klubu-audiora';

const show = async (locale: Locale, path: string, Page: unknown, data: unknown, actionData?: unknown) => {
  const Component = Page as (props: { loaderData: unknown; actionData: unknown }) => React.JSX.Element;
  await renderInMarket(locale, path, [
    {
      path: path.split('?')[0] ?? '',
      Component: (() => <Component loaderData={data} actionData={actionData} />) as never,
      loader: () => data,
    },
  ]);
  return screen.findByRole('main');
};

const post = (path: string, ports: PortOverrides, cookie: string | null = SIGNED_IN) =>
  joinAction(pageArgs(path, { ports, method: 'POST', ...(cookie ? { cookie } : {}) }));

describe('the club page: joining (issue 22)', { timeout: 20_000 }, () => {
  it("shows the market's monthly price and a Join button that is a real form", async () => {
    const data = await joinLoader(pageArgs(CLUB_PL, { ports: { screenRepository: new InMemoryScreenRepository() } }));
    const main = within(await show('pl', CLUB_PL, JoinClub, data));
    expect(main.getByText(/^39,90\szł miesięcznie$/)).toBeTruthy();
    const join = main.getByRole('button', { name: 'Dołącz do Klubu Audiora' });
    expect(join.closest('form')?.getAttribute('method')).toBe('post');
    expect(main.queryByRole('alert')).toBeNull();
    expect(main.getByRole('link', { name: 'Więcej o Klubie Audiora' }).getAttribute('href')).toBe(
      clubLandingPageFor('pl'),
    );
  });

  it('says a declined payment at once, focused, with the button to try again', async () => {
    const path = `/cz/pridej-se-do-klubu-audiora?payment=failed`;
    const data = await joinLoader(pageArgs(path, { ports: { screenRepository: new InMemoryScreenRepository() } }));
    const main = within(await show('cz', path, JoinClub, data));
    const alert = main.getByRole('alert');
    expect(alert.textContent).toBe(
      'Platba neprošla a nic vám nebylo strženo. Zkontrolujte údaje karty a zkuste to znovu.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(main.getByText(/^249\sKč měsíčně$/)).toBeTruthy();
    expect(main.getByRole('button', { name: 'Zkusit zaplatit znovu' })).toBeTruthy();
  });

  it('sends a signed-in listener to pay, as a whole document, for a month of the club', async () => {
    const club = new InMemoryClubGateway();
    const thrown = await thrownBy(() => post(`${CLUB_PL}?payment=failed`, { clubGateway: club }));
    expect(statusOf(thrown)).toBe(302);
    const response = thrown as Response;
    expect(response.headers.get('Location')).toBe(club.orders[0]?.paymentUrl);
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('sends a visitor to sign in, to come back to the club page (not to the failed payment)', async () => {
    const club = new InMemoryClubGateway({ signedIn: false });
    for (const cookie of [null, SIGNED_IN]) {
      const thrown = (await thrownBy(() =>
        post(`${CLUB_PL}?payment=failed`, { clubGateway: club }, cookie),
      )) as Response;
      expect(statusOf(thrown)).toBe(302);
      expect(thrown.headers.get('Location')).toBe(`/pl/zaloguj?redirectTo=${encodeURIComponent(CLUB_PL)}`);
    }
    expect(club.orders).toEqual([]);
  });

  it('charges a member nothing: the page says so and leads to the plan, without a button', async () => {
    const club = InMemoryClubGateway.member(UNTIL);
    const answer = (await post(CLUB_PL, { clubGateway: club })) as { data: unknown };
    expect(club.orders).toEqual([]);
    const data = await joinLoader(pageArgs(CLUB_PL, { ports: { screenRepository: new InMemoryScreenRepository() } }));
    const main = within(await show('pl', CLUB_PL, JoinClub, data, answer.data));
    expect(main.getByRole('status').textContent).toBe('Jesteś już członkiem Klubu Audiora. Zarządzaj planem');
    expect(main.getByRole('link', { name: 'Zarządzaj planem' }).getAttribute('href')).toBe(
      '/pl/panel-uzytkownika/zarzadzaj-planem',
    );
    expect(main.queryByRole('button')).toBeNull();
  });

  it('tells a listener when the server takes no payments', async () => {
    const answer = (await post('/de/join-audiora-club', {
      clubGateway: new InMemoryClubGateway().withoutPayments(),
    })) as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(503);
    const data = await joinLoader(
      pageArgs('/de/join-audiora-club', { ports: { screenRepository: new InMemoryScreenRepository() } }),
    );
    const main = within(await show('de', '/de/join-audiora-club', JoinClub, data, answer.data));
    expect(main.getByRole('alert').textContent).toBe(
      'Zahlungen sind gerade nicht möglich. Bitte versuche es später noch einmal.',
    );
  });

  it('in sk shows no price and no way to join, and its form orders nothing', async () => {
    const data = await joinLoader(pageArgs('/sk/join-audiora-club'));
    const main = within(await show('sk', '/sk/join-audiora-club', JoinClub, data));
    expect(main.queryByRole('button')).toBeNull();
    expect(main.queryByText(/€/)).toBeNull();
    const club = new InMemoryClubGateway();
    const answer = (await post('/sk/join-audiora-club', { clubGateway: club })) as { init: { status: number } };
    expect(answer.init.status).toBe(403);
    expect(club.orders).toEqual([]);
  });
});

const clubPurchase = (transactionId: string): AnalyticsPurchase => ({
  transactionId,
  value: 39.9,
  currency: 'PLN',
  coupon: null,
  discount: 0,
  items: [{ id: 'club', name: 'Audiora club, 1 month', index: 0, price: 39.9, currency: 'PLN' }],
});

describe('the club success pages (issue 22)', { timeout: 20_000 }, () => {
  it.each([
    '/en/success/audiora-club-code',
    '/de/success/audiora-club-payu',
    '/es/success/audiora-plus',
    '/pl/sukces/klub-inna',
  ])('%s is no page of this market (404)', async (path) => {
    const thrown = await thrownBy(() => successLoader(pageArgs(path, { cookie: SIGNED_IN })));
    expect(statusOf(thrown)).toBe(404);
  });

  it.each([
    ['/pl/sukces/klub-audiora-payu', 'successClubPayu'],
    ['/de/success/audiora-club-code', 'successClubCode'],
    ['/cz/uspech/audiora-plus', 'successPlus'],
  ])('%s is the page of its way to the club', async (path, variant) => {
    const ports = { clubGateway: InMemoryClubGateway.member(UNTIL), screenRepository: new InMemoryScreenRepository() };
    const answer = (await successLoader(pageArgs(path, { ports, cookie: SIGNED_IN }))) as { data: unknown };
    expect(answer.data).toMatchObject({ variant, active: true, orderId: null });
  });

  it('sends a visitor to sign in and back', async () => {
    const path = `/pl/sukces/klub-audiora?order=${ORDER}`;
    const thrown = (await thrownBy(() => successLoader(pageArgs(path)))) as Response;
    expect(thrown.headers.get('Location')).toBe(`/pl/zaloguj?redirectTo=${encodeURIComponent(path)}`);
  });

  it('says until when the club is active, what it includes and where to go; the member shows everywhere and the purchase is reported once', async () => {
    const member = aUser({ isClubMember: true });
    const ports = {
      clubGateway: InMemoryClubGateway.member(UNTIL),
      screenRepository: new InMemoryScreenRepository(),
      sessionGateway: new FakeSessionGateway().signedInAs(member),
      purchaseTracking: new InMemoryPurchaseTracking().paid('club', clubPurchase(ORDER)),
      reportedOrders: new InMemoryReportedOrders(),
      analytics: new RecordingAnalytics(),
    } satisfies PortOverrides;
    const path = `/pl/sukces/klub-audiora?order=${ORDER}`;
    const args = pageArgs(path, { ports, cookie: SIGNED_IN }) as { context: { container: never } };
    const answer = (await successLoader(args as never)) as { data: unknown; init: { headers: Record<string, string> } };
    expect(answer.init.headers['Cache-Control']).toBe('private, no-store');
    const { container } = args.context as unknown as { container: ServiceContainer };
    const Page = (props: Parameters<typeof SuccessClub>[0]) => (
      <ContainerProvider container={container}>
        <SuccessClub {...props} />
      </ContainerProvider>
    );
    const main = within(await show('pl', path, Page, answer.data));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Witaj w Klubie Audiora');
    expect(main.getByRole('status').textContent).toBe(
      'Twoje członkostwo w Klubie Audiora jest aktywne do 27 grudnia 2026.',
    );
    expect(main.getByRole('link', { name: 'Przeglądaj katalog' }).getAttribute('href')).toBe('/pl/katalog');
    expect(main.getByRole('link', { name: 'Przejdź na półkę' }).getAttribute('href')).toBe('/pl/polka');
    await waitFor(() => expect(ports.analytics.events).toEqual([{ name: 'purchase', purchase: clubPurchase(ORDER) }]));
    await waitFor(() => expect(container.get(TOKENS.AuthStore).state.user?.isClubMember).toBe(true));
  });
});
