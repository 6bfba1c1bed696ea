import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import type { PortOverrides } from '#infrastructure/composition/port-overrides';
import FamilySharingPage, { action as familyAction, loader as familyLoader } from '#ui/routes/family-sharing';
import ManagePlanPage, { action as planAction, loader as planLoader } from '#ui/routes/manage-plan';
import { InMemoryAccountGateway } from '#test/support/fakes/in-memory-account-gateway';
import { InMemoryClubGateway } from '#test/support/fakes/in-memory-club-gateway';
import { InMemoryFamilyGateway } from '#test/support/fakes/in-memory-family-gateway';
import { renderInMarket } from '../render-in-market';
import { pageArgs, statusOf, thrownBy } from './page-harness';

/** The flag the server sets beside a session's cookies (spec §9 loggedIn). */
const SIGNED_IN = 'loggedIn=true';
const UNTIL = '2026-12-20T10:00:00.000Z';

type Handler = (args: never) => Promise<unknown>;

/** The page's loader and action as the server runs them, for a signed-in listener with these ports. */
const served = (loader: Handler, action: Handler, ports: PortOverrides) => {
  const argsFor = (request: Request) => {
    const url = new URL(request.url);
    const base = pageArgs(`${url.pathname}${url.search}`, { cookie: SIGNED_IN, ports }) as { request: Request };
    const headers = new Headers(request.headers);
    headers.set('cookie', SIGNED_IN);
    return { ...base, request: new Request(request, { headers }) } as never;
  };
  return {
    loader: ({ request }: { request: Request }) => loader(argsFor(request)),
    action: ({ request }: { request: Request }) => action(argsFor(request)),
  };
};

const open = async (locale: Locale, path: string, Page: unknown, handlers: ReturnType<typeof served>) => {
  await renderInMarket(locale, path, [{ path: path.split('?')[0] ?? '', Component: Page as never, ...handlers }]);
  await screen.findByRole('main');
};

const main = () => within(screen.getByRole('main'));

describe('the manage-plan page', { timeout: 20_000 }, () => {
  it.each([
    ['/pl/panel-uzytkownika/zarzadzaj-planem', planLoader],
    ['/en/user-panel/family-sharing?invitation=abc', familyLoader],
  ] as const)('sends a visitor at %s to sign in, to come back', async (path, loader) => {
    const thrown = await thrownBy(async () => loader(pageArgs(path)));
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get('Location')).toContain(`?redirectTo=${encodeURIComponent(path)}`);
  });

  it("shows a member's plan in the market's language, then cancels it with a reason and a confirmation", async () => {
    const club = InMemoryClubGateway.member(UNTIL);
    await open(
      'pl',
      '/pl/panel-uzytkownika/zarzadzaj-planem',
      ManagePlanPage,
      served(planLoader, planAction, { clubGateway: club }),
    );
    expect((await screen.findByText('Cena')).nextElementSibling?.textContent).toMatch(/^39,90\szł miesięcznie$/);
    expect(screen.getByText('Następne odnowienie').nextElementSibling?.textContent).toBe('20 grudnia 2026');

    fireEvent.click(main().getByRole('radio', { name: 'I am taking a break' }));
    fireEvent.click(main().getByRole('button', { name: 'Dalej' }));
    const confirm = await main().findByRole('region', { name: 'Czy na pewno chcesz zrezygnować z klubu?' });
    expect(confirm.textContent).toContain('do 20 grudnia 2026');
    expect(club.cancelledWith).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Tak, rezygnuję z klubu' }));
    expect((await main().findByRole('status')).textContent).toBe(
      'Zrezygnowano z klubu i nie zostanie on odnowiony. Klub trwa do 20 grudnia 2026.',
    );
    expect(club.cancelledWith).toEqual(['taking-a-break']);
  });

  it('answers a cancel without a reason with what is missing, cancelling nothing', async () => {
    const club = InMemoryClubGateway.member(UNTIL);
    const path = '/pl/panel-uzytkownika/zarzadzaj-planem';
    const handlers = served(planLoader, planAction, { clubGateway: club });
    const body = new URLSearchParams({ intent: 'cancel' });
    const answer = (await handlers.action({
      request: new Request(`http://store.test${path}`, { method: 'POST', body }),
    })) as { data: unknown; init: ResponseInit };
    expect([answer.data, answer.init.status]).toEqual([{ outcome: 'no-reason' }, 422]);
    expect(club.cancelledWith).toEqual([]);
  });

  it('offers a listener without the club the way to join it', async () => {
    await open(
      'de',
      '/de/user-panel/manage-plan',
      ManagePlanPage,
      served(planLoader, planAction, { clubGateway: new InMemoryClubGateway() }),
    );
    expect((await main().findByRole('link', { name: 'Dem Club beitreten' })).getAttribute('href')).toBe(
      '/de/join-audiora-club',
    );
  });

  it('tells that a market without the club has none', async () => {
    await open(
      'sk',
      '/sk/user-panel/manage-plan',
      ManagePlanPage,
      served(planLoader, planAction, { clubGateway: new InMemoryClubGateway() }),
    );
    expect(await main().findByText(/^V tejto krajine klub nie je/)).toBeTruthy();
  });
});

describe('the family-sharing page', { timeout: 20_000 }, () => {
  it('lets an owner invite, with a refused address told under its field, and remove a member after confirming', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: 'owner@example.test' });
    await family.invite('de', 'kid@example.test');
    await family.as('kid@example.test').accept('de', family.tokenFor('kid@example.test'));
    const ports = { familyGateway: family, clubGateway: InMemoryClubGateway.member(UNTIL) };
    await open('de', '/de/user-panel/family-sharing', FamilySharingPage, served(familyLoader, familyAction, ports));

    const field = await main().findByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(main().getByText(/^Deine Familie kann außer dir bis zu 5 Personen umfassen/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'owner@example.test' } });
    fireEvent.click(main().getByRole('button', { name: 'Einladung senden' }));
    const error = await main().findByRole('alert');
    expect(error.textContent).toBe(
      'Du kannst dich nicht selbst einladen. Gib die Adresse der Person ein, die du einladen möchtest.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'aunt@example.test' } });
    fireEvent.click(main().getByRole('button', { name: 'Einladung senden' }));
    expect((await main().findByRole('status')).textContent).toBe(
      'Wir haben eine Einladung an aunt@example.test gesendet.',
    );
    expect(await main().findByRole('button', { name: 'Einladung an aunt@example.test zurückziehen' })).toBeTruthy();

    fireEvent.click(main().getByRole('button', { name: 'kid@example.test entfernen' }));
    const confirm = await main().findByRole('region', { name: 'Familienmitglied entfernen?' });
    expect(family.state.members).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, entfernen' }));
    expect((await main().findByRole('status')).textContent).toBe(
      'kid@example.test gehört nicht mehr zu deiner Familie.',
    );
    expect(family.state.members).toEqual([]);
  });

  it("accepts the invitation mail's link for the invited listener, who then shares the club", async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: 'owner@example.test' });
    await family.invite('de', 'kid@example.test');
    const ports = { familyGateway: family.as('kid@example.test'), clubGateway: new InMemoryClubGateway() };
    const path = `/de/user-panel/family-sharing?invitation=${family.tokenFor('kid@example.test')}`;
    await open('de', path, FamilySharingPage, served(familyLoader, familyAction, ports));
    fireEvent.click(await main().findByRole('button', { name: 'Einladung annehmen' }));
    expect((await main().findByRole('status')).textContent).toBe(
      'Du bist der Familie beigetreten und teilst jetzt ihren Club.',
    );
    expect(await main().findByText(/^Du teilst seit dem .* den Club von owner@example\.test\.$/)).toBeTruthy();
  });

  it('lets a member leave the family after confirming, after which the page shows them without one', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: 'owner@example.test' });
    await family.invite('de', 'kid@example.test');
    const kid = family.as('kid@example.test');
    await kid.accept('de', family.tokenFor('kid@example.test'));
    const ports = {
      familyGateway: kid,
      clubGateway: new InMemoryClubGateway(),
      accountGateway: new InMemoryAccountGateway().signedInAs('kid@example.test', 'a password'),
    };
    await open('de', '/de/user-panel/family-sharing', FamilySharingPage, served(familyLoader, familyAction, ports));

    fireEvent.click(await main().findByRole('button', { name: 'Familienfreigabe verlassen' }));
    const confirm = await main().findByRole('region', { name: 'Familienfreigabe verlassen?' });
    expect(confirm.textContent).toContain('Du verlierst sofort den Zugang zum Club von owner@example.test.');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(family.state.members).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, verlassen' }));
    expect((await main().findByRole('status')).textContent).toBe(
      'Du hast die Familie von owner@example.test verlassen und teilst ihren Club nicht mehr.',
    );
    expect(family.state.members).toEqual([]);
    expect(await main().findByText(/^Die Familienfreigabe gehört zum Club/)).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Familienfreigabe verlassen' })).toBeNull();
  });

  it('explains that a market without sharing has none, and leaves it out of the panel', async () => {
    await open('lt', '/lt/user-panel/family-sharing', FamilySharingPage, served(familyLoader, familyAction, {}));
    expect(await main().findByText(/^Šeimos bendrinimas šioje šalyje nesiūlomas/)).toBeTruthy();
    expect(main().queryByRole('textbox')).toBeNull();
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: /Šeimos/ })).toBeNull();
  });
});
