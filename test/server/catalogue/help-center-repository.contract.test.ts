import { describe, expect, it } from 'vitest';
import { KyselyHelpCenterRepository } from '#server/catalogue/kysely-help-center-repository';
import {
  CATALOGUE_DATABASE_TARGETS,
  DE,
  EN,
  PL,
  seededRepository,
  UNKNOWN_ID,
} from '#test/support/server/catalogue-databases';

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`help centre repository on ${target.kind}`, () => {
    const help = seededRepository(target, (deps) => new KyselyHelpCenterRepository(deps));

    it('lists the help categories in order, each with its questions', async () => {
      const categories = await help().listCategories(DE);
      expect(categories.map((c) => c.slug)).toEqual(['konto', 'zahlung', 'club', 'hoeren', 'geraete']);
      expect(categories[0]?.questions.map((q) => q.title)).toEqual([
        'Wie lege ich ein Konto an?',
        'Ich habe mein Passwort vergessen. Was nun?',
      ]);
      // Markets without the club explain gifts and offers instead.
      expect((await help().listCategories(EN)).map((c) => c.slug)).toContain('gifts-and-offers');
      expect(await help().listCategories(UNKNOWN_ID)).toEqual([]);
    });

    it('finds a question by slugs or by ids, only within its category and catalogue', async () => {
      const bySlug = await help().findQuestion(PL, 'sluchanie', 'sluchanie-offline');
      expect(bySlug?.title).toBe('Czy mogę słuchać bez internetu?');
      expect(bySlug?.body).toContain('\n\n');
      expect(bySlug?.category).toMatchObject({ slug: 'sluchanie', title: 'Słuchanie i tryb offline' });
      expect(await help().findQuestion(PL, bySlug?.category.id ?? '', bySlug?.id ?? '')).toEqual(bySlug);
      expect(await help().findQuestion(PL, 'konto', 'sluchanie-offline')).toBeNull();
      expect(await help().findQuestion(DE, 'sluchanie', 'sluchanie-offline')).toBeNull();
    });
  });
}
