import { describe, expect, it } from 'vitest';
import { LoadLegalPage } from '#application/legal/load-legal-page.use-case';
import { InMemoryLegalPageRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aLegalPage } from '#test/support/mothers/info-pages.mother';

describe('LoadLegalPage (spec §2 legal pages)', () => {
  it("gives the market's text of the page asked for", async () => {
    const repository = new InMemoryLegalPageRepository()
      .withPage('cz', aLegalPage('privacy-policy', 'Ochrana osobních údajů'))
      .withPage('cz', aLegalPage('review-terms', 'Pravidla recenzí'));
    const load = new LoadLegalPage({ legalPageRepository: repository });
    const result = await load.execute({ locale: 'cz', kind: 'review-terms' });
    expect(result.ok && result.value.title).toBe('Pravidla recenzí');
    expect(await load.execute({ locale: 'cz', kind: 'copyright-notice' })).toEqual({
      ok: false,
      error: { code: 'LEGAL.NOT_FOUND' },
    });
  });
});
