import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HelpCategoryPage, { loader as categoryLoader } from '#ui/routes/help-category';
import HelpCenter, { loader as homeLoader, meta as homeMeta } from '#ui/routes/help-center';
import HelpQuestionPage, { loader as questionLoader } from '#ui/routes/help-question';
import { InMemoryHelpCenterRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aHelpCategory, anAnswer } from '#test/support/mothers/info-pages.mother';
import { renderInMarket } from '../render-in-market';
import { metaArgs, pageArgs, statusOf, thrownBy } from './page-harness';

const account = aHelpCategory('konto', 'Konto i logowanie', [
  ['jak-zalozyc-konto', 'Jak założyć konto?'],
  ['nie-pamietam-hasla', 'Nie pamiętam hasła. Co zrobić?'],
]);
const payments = aHelpCategory('platnosci', 'Płatności i zamówienia', [['metody-platnosci', 'Jak mogę zapłacić?']]);
const repository = () =>
  new InMemoryHelpCenterRepository().withHelpCenter(
    'pl',
    [account, payments],
    [
      anAnswer(account, 'jak-zalozyc-konto', 'Wystarczy adres e-mail i hasło.'),
      anAnswer(account, 'nie-pamietam-hasla', 'Wybierz „Nie pamiętam hasła”.\n\nLink jest ważny godzinę.'),
      anAnswer(payments, 'metody-platnosci', 'Kartą albo BLIK-iem.'),
    ],
  );
const ports = () => ({ helpCenterRepository: repository() });

const render = async (path: string, Component: unknown, data: unknown) => {
  await renderInMarket('pl', path, [
    { path: path.split('?')[0] ?? path, Component: Component as never, loader: () => data },
  ]);
  return screen.findByRole('heading', { level: 1 });
};

describe('the help centre (spec §2 /help-center)', () => {
  it('lists every topic with its questions, linked by slugs, under a search form that works without JavaScript', async () => {
    const data = await homeLoader(pageArgs('/pl/centrum-pomocy', { ports: ports() }));
    expect((await render('/pl/centrum-pomocy', HelpCenter, data)).textContent).toBe('Centrum pomocy');
    expect(screen.getByRole('link', { name: 'Konto i logowanie' }).getAttribute('href')).toBe(
      '/pl/centrum-pomocy/konto',
    );
    expect(screen.getByRole('link', { name: 'Nie pamiętam hasła. Co zrobić?' }).getAttribute('href')).toBe(
      '/pl/centrum-pomocy/konto/nie-pamietam-hasla',
    );
    const form = screen.getByRole('search', { name: 'Szukaj w centrum pomocy' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/pl/centrum-pomocy']);
    const box = within(form).getByRole('searchbox', { name: 'Szukaj w centrum pomocy' });
    expect([box.getAttribute('name'), box.getAttribute('maxlength')]).toEqual(['q', '120']);
  });

  it('shows what ?q= finds, diacritics folded, with the phrase kept in the box, and keeps search results out of indexes', async () => {
    const data = await homeLoader(pageArgs('/pl/centrum-pomocy?q=HASLO', { ports: ports() }));
    await render('/pl/centrum-pomocy?q=HASLO', HelpCenter, data);
    const results = screen.getByRole('region', { name: '2 odpowiedzi dla „HASLO”' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nie pamiętam hasła. Co zrobić?', 'Jak założyć konto?']);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('HASLO');
    expect(homeMeta(await metaArgs('pl', data))).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('says so when nothing matches', async () => {
    const data = await homeLoader(pageArgs('/pl/centrum-pomocy?q=xyz', { ports: ports() }));
    await render('/pl/centrum-pomocy?q=xyz', HelpCenter, data);
    expect(screen.getByRole('heading', { level: 2, name: /Nic nie pasuje do „xyz”/ })).toBeTruthy();
  });

  it('sends visitors to the 503 page while the API is in maintenance', async () => {
    const down = { helpCenterRepository: repository().failWith({ code: 'API.MAINTENANCE' }) };
    const thrown = await thrownBy(() => homeLoader(pageArgs('/de/help-center', { ports: down })));
    expect((thrown as Response).headers.get('location')).toBe('/de/error/503');
  });
});

describe('a help topic (spec §2 /help-center/[categoryId])', () => {
  it('shows the way back, the topic and its questions', async () => {
    const path = '/pl/centrum-pomocy/konto';
    const data = await categoryLoader(pageArgs(path, { params: { categoryId: 'konto' }, ports: ports() }));
    expect((await render(path, HelpCategoryPage, data)).textContent).toBe('Konto i logowanie');
    const trail = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(within(trail).getByRole('link', { name: 'Centrum pomocy' }).getAttribute('href')).toBe('/pl/centrum-pomocy');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pytania w tym temacie (2 pytania)');
  });

  it('sends an id on to the slug’s address, and answers 404 for an unknown topic', async () => {
    const byId = await thrownBy(() =>
      categoryLoader(
        pageArgs(`/pl/centrum-pomocy/${account.id}`, { params: { categoryId: account.id }, ports: ports() }),
      ),
    );
    expect([statusOf(byId), (byId as Response).headers.get('location')]).toEqual([301, '/pl/centrum-pomocy/konto']);
    const missing = await thrownBy(() =>
      categoryLoader(pageArgs('/pl/centrum-pomocy/nope', { params: { categoryId: 'nope' }, ports: ports() })),
    );
    expect(statusOf(missing)).toBe(404);
  });
});

describe('an answer (spec §2 /help-center/[categoryId]/[questionId])', () => {
  const path = '/pl/centrum-pomocy/konto/nie-pamietam-hasla';
  const params = { categoryId: 'konto', questionId: 'nie-pamietam-hasla' };

  it('shows where it sits, the question, its answer in paragraphs and the other questions of its topic', async () => {
    const data = await questionLoader(pageArgs(path, { params, ports: ports() }));
    expect((await render(path, HelpQuestionPage, data)).textContent).toBe('Nie pamiętam hasła. Co zrobić?');
    const trail = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(within(trail).getByRole('link', { name: 'Konto i logowanie' }).getAttribute('href')).toBe(
      '/pl/centrum-pomocy/konto',
    );
    expect(screen.getByText('Link jest ważny godzinę.').tagName).toBe('P');
    const more = screen.getByRole('region', { name: 'Więcej w tym temacie' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Jak założyć konto?']);
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('sends ids on to the slugs’ address, and answers 404 for a question of another topic', async () => {
    const question = account.questions[1];
    const byIds = await thrownBy(() =>
      questionLoader(
        pageArgs('/pl/centrum-pomocy/x/y', {
          params: { categoryId: account.id, questionId: question?.id ?? '' },
          ports: ports(),
        }),
      ),
    );
    expect((byIds as Response).headers.get('location')).toBe(path);
    const elsewhere = await thrownBy(() =>
      questionLoader(
        pageArgs('/pl/centrum-pomocy/platnosci/nie-pamietam-hasla', {
          params: { categoryId: 'platnosci', questionId: 'nie-pamietam-hasla' },
          ports: ports(),
        }),
      ),
    );
    expect(statusOf(elsewhere)).toBe(404);
  });
});
