import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daysIn, marketDayOf, monthContaining } from '#domain/listening/listening-range';
import type { Locale } from '#domain/market/locale';
import { epochMs } from '#domain/shared/time';
import ListeningStatsPage, { loader as statsLoader } from '#ui/routes/listening-stats';
import PlaybackLimitPage, { loader as limitLoader } from '#ui/routes/playback-limit';
import UserPanelPage, { loader as panelLoader } from '#ui/routes/user-panel';
import { InMemoryListeningHistory } from '#test/support/fakes/in-memory-listening-history';
import { renderInMarket } from '../render-in-market';
import { pageArgs, statusOf, thrownBy } from './page-harness';

/** The flag the server sets beside a session's cookies (spec §9 loggedIn). */
const SIGNED_IN = 'loggedIn=true';

const today = marketDayOf(epochMs(Date.now()));

const listener = (hours = 2.5) =>
  new InMemoryListeningHistory()
    .heard({ productId: 'p-1', title: 'Lalka', date: today, ms: hours * 3_600_000 })
    .heard({ productId: 'p-2', title: 'Potop', date: today, ms: 600_000 });

type Loaded = { data: unknown; init: ResponseInit | null };

const loaded = async (run: () => Promise<unknown>) => (await run()) as Loaded;

const render = async (locale: Locale, path: string, Page: unknown, data: unknown) =>
  renderInMarket(locale, path, [{ path: path.split('?')[0] ?? '', Component: Page as never, loader: () => data }]);

describe('the user panel pages', () => {
  it.each([
    ['/pl/panel-uzytkownika', panelLoader, '/pl/zaloguj?redirectTo=%2Fpl%2Fpanel-uzytkownika'],
    [
      '/en/user-panel/listening-stats?range=last-month',
      statsLoader,
      '/en/sign-in?redirectTo=%2Fen%2Fuser-panel%2Flistening-stats%3Frange%3Dlast-month',
    ],
    [
      '/cz/uzivatelsky-panel/limit-prehravani',
      limitLoader,
      '/cz/prihlaseni?redirectTo=%2Fcz%2Fuzivatelsky-panel%2Flimit-prehravani',
    ],
  ] as const)('send a visitor at %s to sign in, to come back, without asking the API', async (path, loader, signIn) => {
    const visitor = new InMemoryListeningHistory({ signedIn: false });
    const thrown = await thrownBy(async () => loader(pageArgs(path, { ports: { listeningHistory: visitor } })));
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(signIn);
    expect(visitor.asked).toEqual([]);
    expect(visitor.limitReads).toBe(0);
  });

  it('send a listener whose session ended to sign in too', async () => {
    const ended = new InMemoryListeningHistory({ signedIn: false });
    const path = '/en/user-panel/listening-stats';
    const args = pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: ended } });
    const thrown = await thrownBy(async () => statsLoader(args));
    expect((thrown as Response).headers.get('Location')).toBe(
      '/en/sign-in?redirectTo=%2Fen%2Fuser-panel%2Flistening-stats',
    );
    expect(ended.asked).not.toEqual([]);
  });

  it('answer an API that cannot answer with an error page', async () => {
    const failing = listener().failWith({ code: 'LISTENING.UNAVAILABLE' });
    const path = '/de/user-panel/listening-stats';
    const thrown = await thrownBy(async () =>
      statsLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: failing } })),
    );
    expect(statusOf(thrown)).toBe(503);
  });

  it("shows this month's listening, each day in a table behind the chart, and the titles heard most", async () => {
    const path = '/en/user-panel/listening-stats';
    const result = await loaded(async () =>
      statsLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: listener() } })),
    );
    expect(result.init).toMatchObject({ status: 200, headers: { 'Cache-Control': 'private, no-store' } });
    const { container } = await render('en', path, ListeningStatsPage, result.data);
    expect(await screen.findByRole('heading', { level: 1, name: 'Listening stats' })).toBeTruthy();
    expect(screen.getByText('Listened this month:').textContent).toContain('2 hr, 40 min');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const table = screen.getByRole('table', { name: /^Minutes listened per day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBe(1 + daysIn(monthContaining(today)));
    const todayRow = within(table)
      .getAllByRole('row')
      .find((row) => row.querySelector(`time[datetime="${today}"]`));
    expect(todayRow?.querySelector('td')?.textContent).toBe('160');
    const top = screen.getByRole('heading', { name: 'Listened to most' }).nextElementSibling;
    expect(
      within(top as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lalka: 2 hr, 30 min', 'Potop: 10 min']);
    expect(screen.getByRole('link', { name: 'Listening stats' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['?range=custom&from=2026-03-10&to=2026-03-01', 'The last day comes before the first. Swap them and try again.'],
    ['?range=custom&from=2026-03-10', 'For custom dates, give both the first and the last day.'],
    ['?from=2024-01-01&to=2026-01-01', 'A period can be at most 366 days long.'],
    ['?range=forever', 'These dates cannot be read. Pick the days again.'],
    ['?range=custom&from=2026-02-30&to=2026-03-01', 'These dates cannot be read. Pick the days again.'],
  ])('answers a bad period %s with 400 and says what is wrong', async (query, message) => {
    const path = `/en/user-panel/listening-stats${query}`;
    const result = await loaded(async () =>
      statsLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: listener() } })),
    );
    expect(result.init?.status).toBe(400);
    await render('en', path, ListeningStatsPage, result.data);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a custom period as asked, its days in Polish', async () => {
    const history = listener().heard({ productId: 'p-3', title: 'Quo vadis', date: '2025-03-02', ms: 1_800_000 });
    const path = '/pl/panel-uzytkownika/statystyki-sluchania?range=custom&from=2025-03-01&to=2025-03-03';
    const result = await loaded(async () =>
      statsLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: history } })),
    );
    await render('pl', path, ListeningStatsPage, result.data);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1 mar0', '2 mar30', '3 mar0']);
    expect(screen.getByText('Słuchanie w tym okresie: 30 min')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Okres' }).value).toBe('custom');
  });

  it('shows the hours used and left, and how they count, with no warning far from the limit', async () => {
    const path = '/en/user-panel/playback-limit';
    const result = await loaded(async () =>
      limitLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: listener() } })),
    );
    await render('en', path, PlaybackLimitPage, result.data);
    expect(await screen.findByRole('heading', { level: 1, name: 'Listening limit' })).toBeTruthy();
    expect(screen.getByText('Used this month').nextElementSibling?.textContent).toBe('2 hr, 40 min');
    expect(screen.getByText('Left this month').nextElementSibling?.textContent).toBe('27 hr, 20 min');
    expect(screen.getByRole('heading', { name: 'How it is counted' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns a listener near the limit, in their language', async () => {
    const path = '/de/user-panel/playback-limit';
    const history = listener(27.5);
    const result = await loaded(async () =>
      limitLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: history } })),
    );
    await render('de', path, PlaybackLimitPage, result.data);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Diesen Monat bleiben Ihnen nur noch 2 Std\., 20 Min\. Hörzeit/,
    );
  });

  it("lands on the panel with this month's listening and its sections", async () => {
    const path = '/pl/panel-uzytkownika';
    const result = await loaded(async () =>
      panelLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { listeningHistory: listener() } })),
    );
    await render('pl', path, UserPanelPage, result.data);
    const nav = await screen.findByRole('navigation', { name: 'Panel użytkownika' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/pl/panel-uzytkownika',
      '/pl/panel-uzytkownika/profil',
      '/pl/panel-uzytkownika/zgody',
      '/pl/panel-uzytkownika/sesje',
      '/pl/panel-uzytkownika/udostepnianie-rodzinie',
      '/pl/panel-uzytkownika/zarzadzaj-planem',
      '/pl/panel-uzytkownika/statystyki-sluchania',
      '/pl/panel-uzytkownika/limit-odtwarzania',
    ]);
    expect(screen.getByText(/^W tym miesiącu słuchasz już 2 godz\. i 40 min\./)).toBeTruthy();
  });
});
