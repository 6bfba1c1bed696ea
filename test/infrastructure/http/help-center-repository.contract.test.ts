import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpCenterRepository } from '#application/ports/help-center-repository.port';
import { KyHelpCenterRepository } from '#infrastructure/http/ky-help-center-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { InMemoryHelpCenterRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aHelpCategory, anAnswer } from '#test/support/mothers/info-pages.mother';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

/**
 * What every HelpCenterRepository must do, given one that holds the demo help centre: in pl, the topic "Konto i
 * logowanie" (`konto`) with "Nie pamiętam hasła. Co zrobić?" (`nie-pamietam-hasla`), and a German help centre.
 */
const helpCenterRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: HelpCenterRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`HelpCenterRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('lists the topics with their questions, in order', async () => {
      const result = await subject.repository.listCategories('pl');
      if (!result.ok) throw new Error(`expected the help centre, got ${result.error.code}`);
      const [first] = result.value;
      expect([first?.slug, first?.title]).toEqual(['konto', 'Konto i logowanie']);
      expect(first?.questions.map((question) => question.slug)).toContain('nie-pamietam-hasla');
    });

    it("keeps markets apart: another market's help centre speaks its language", async () => {
      const result = await subject.repository.listCategories('de');
      if (!result.ok) throw new Error('expected the German help centre');
      expect(result.value.map((category) => category.title)).not.toContain('Konto i logowanie');
      expect(result.value.length).toBeGreaterThan(0);
    });

    it('gives an answer by slugs and by ids, as plain text in its topic', async () => {
      const bySlugs = await subject.repository.findQuestion('pl', 'konto', 'nie-pamietam-hasla');
      if (!bySlugs.ok) throw new Error(`expected the answer, got ${bySlugs.error.code}`);
      expect(bySlugs.value.title).toBe('Nie pamiętam hasła. Co zrobić?');
      expect(bySlugs.value.body).toContain('Nie pamiętam hasła');
      expect(bySlugs.value.body).not.toMatch(/<p>/);
      const listed = await subject.repository.listCategories('pl');
      const konto = listed.ok ? listed.value[0] : undefined;
      expect(bySlugs.value.categoryId).toBe(konto?.id);
      const byIds = await subject.repository.findQuestion('pl', konto?.id ?? '', bySlugs.value.id);
      expect(byIds.ok && byIds.value.slug).toBe('nie-pamietam-hasla');
    });

    it('answers HELP_CENTER.NOT_FOUND for an unknown question and for one asked under another topic', async () => {
      for (const [category, question] of [
        ['konto', 'no-such-question'],
        ['platnosci', 'nie-pamietam-hasla'],
      ] as const)
        expect(await subject.repository.findQuestion('pl', category, question)).toEqual({
          ok: false,
          error: { code: 'HELP_CENTER.NOT_FOUND' },
        });
    });
  });
};

let server: RunningTestServer;

helpCenterRepositoryContract('KyHelpCenterRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyHelpCenterRepository({ http }), teardown: () => server.close() };
});

helpCenterRepositoryContract('InMemoryHelpCenterRepository', () => {
  const account = aHelpCategory('konto', 'Konto i logowanie', [
    ['nie-pamietam-hasla', 'Nie pamiętam hasła. Co zrobić?'],
  ]);
  const payments = aHelpCategory('platnosci', 'Płatności i zamówienia', [['metody-platnosci', 'Jak mogę zapłacić?']]);
  const german = aHelpCategory('konto', 'Konto und Anmeldung', [['passwort', 'Passwort vergessen?']]);
  return Promise.resolve({
    repository: new InMemoryHelpCenterRepository()
      .withHelpCenter(
        'pl',
        [account, payments],
        [anAnswer(account, 'nie-pamietam-hasla', 'Wybierz „Nie pamiętam hasła” na stronie logowania.')],
      )
      .withHelpCenter('de', [german]),
    teardown: () => Promise.resolve(),
  });
});
