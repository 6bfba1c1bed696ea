import { describe, expect, it } from 'vitest';
import { LoadHelpCenter } from '#application/help-center/load-help-center.use-case';
import { LoadHelpQuestion } from '#application/help-center/load-help-question.use-case';
import { SearchHelpCenter } from '#application/help-center/search-help-center.use-case';
import { InMemoryHelpCenterRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aHelpCategory, anAnswer } from '#test/support/mothers/info-pages.mother';

const account = aHelpCategory('konto', 'Konto i logowanie', [
  ['jak-zalozyc-konto', 'Jak założyć konto?'],
  ['nie-pamietam-hasla', 'Nie pamiętam hasła. Co zrobić?'],
]);
const payments = aHelpCategory('platnosci', 'Płatności i zamówienia', [
  ['metody-platnosci', 'Jakie metody płatności akceptujecie?'],
]);
const answers = [
  anAnswer(account, 'jak-zalozyc-konto', 'Wystarczy adres e-mail i hasło.'),
  anAnswer(account, 'nie-pamietam-hasla', 'Wybierz „Nie pamiętam hasła” na stronie logowania.'),
  anAnswer(payments, 'metody-platnosci', 'Kartą, BLIK-iem i szybkim przelewem.'),
];
const repository = () => new InMemoryHelpCenterRepository().withHelpCenter('pl', [account, payments], answers);

describe('LoadHelpCenter (spec §2 /help-center, /help-center/[categoryId])', () => {
  it('gives every topic with its questions, and the topic asked for by id or slug', async () => {
    const load = new LoadHelpCenter({ helpCenterRepository: repository() });
    const home = await load.execute({ locale: 'pl' });
    expect(home.ok && home.value.categories.map((c) => c.slug)).toEqual(['konto', 'platnosci']);
    expect(home.ok && home.value.category).toBeNull();
    for (const categoryId of ['platnosci', payments.id]) {
      const page = await load.execute({ locale: 'pl', categoryId });
      expect(page.ok && page.value.category?.title).toBe('Płatności i zamówienia');
    }
  });

  it('answers HELP_CENTER.NOT_FOUND for an unknown topic and passes maintenance on', async () => {
    const load = new LoadHelpCenter({ helpCenterRepository: repository() });
    expect(await load.execute({ locale: 'pl', categoryId: 'nope' })).toEqual({
      ok: false,
      error: { code: 'HELP_CENTER.NOT_FOUND' },
    });
    const down = new LoadHelpCenter({ helpCenterRepository: repository().failWith({ code: 'API.MAINTENANCE' }) });
    expect(await down.execute({ locale: 'pl' })).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });
});

describe('SearchHelpCenter (the help centre searched: every word, folded)', () => {
  const titlesFound = async (phrase: string) => {
    const result = await new SearchHelpCenter({ helpCenterRepository: repository() }).execute({ locale: 'pl', phrase });
    if (!result.ok) throw new Error(result.error.code);
    return result.value.map((hit) => hit.question.title);
  };

  it('finds questions by the words of their title, whatever the case and diacritics', async () => {
    expect(await titlesFound('HASLO')).toEqual(['Nie pamiętam hasła. Co zrobić?', 'Jak założyć konto?']);
    expect(await titlesFound('zalozyc')).toEqual(['Jak założyć konto?']);
  });

  it('finds questions by their answer too, after those found by their title', async () => {
    expect(await titlesFound('blik')).toEqual(['Jakie metody płatności akceptujecie?']);
  });

  it('finds questions by their topic, and needs every word', async () => {
    expect(await titlesFound('płatności karta')).toEqual(['Jakie metody płatności akceptujecie?']);
    expect(await titlesFound('hasło blik')).toEqual([]);
  });

  it('gives each hit its topic, for the link to its answer', async () => {
    const result = await new SearchHelpCenter({ helpCenterRepository: repository() }).execute({
      locale: 'pl',
      phrase: 'blik',
    });
    expect(result.ok && result.value[0]?.category).toEqual({
      id: payments.id,
      slug: 'platnosci',
      title: payments.title,
    });
  });

  it('finds nothing for a phrase of no words, without reading a single answer', async () => {
    const fake = repository();
    const result = await new SearchHelpCenter({ helpCenterRepository: fake }).execute({ locale: 'pl', phrase: ' ?! ' });
    expect(result).toEqual({ ok: true, value: [] });
    expect(fake.answersRead).toBe(0);
  });

  it('passes maintenance on', async () => {
    const down = new SearchHelpCenter({ helpCenterRepository: repository().failWith({ code: 'API.MAINTENANCE' }) });
    expect(await down.execute({ locale: 'pl', phrase: 'konto' })).toEqual({
      ok: false,
      error: { code: 'API.MAINTENANCE' },
    });
  });
});

describe('LoadHelpQuestion (spec §2 /help-center/[categoryId]/[questionId])', () => {
  it('gives the answer with its topic, by slugs or ids', async () => {
    const load = new LoadHelpQuestion({ helpCenterRepository: repository() });
    const question = account.questions[1];
    if (!question) throw new Error('no question');
    for (const [categoryId, questionId] of [
      ['konto', 'nie-pamietam-hasla'],
      [account.id, question.id],
    ] as const) {
      const result = await load.execute({ locale: 'pl', categoryId, questionId });
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.question.body).toContain('Nie pamiętam hasła');
      expect(result.value.category.slug).toBe('konto');
    }
  });

  it('answers HELP_CENTER.NOT_FOUND for a question of another topic or an unknown one', async () => {
    const load = new LoadHelpQuestion({ helpCenterRepository: repository() });
    for (const [categoryId, questionId] of [
      ['platnosci', 'nie-pamietam-hasla'],
      ['konto', 'nope'],
    ] as const)
      expect(await load.execute({ locale: 'pl', categoryId, questionId })).toEqual({
        ok: false,
        error: { code: 'HELP_CENTER.NOT_FOUND' },
      });
  });
});
