import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalPageRepository } from '#application/ports/legal-page-repository.port';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { KyLegalPageRepository } from '#infrastructure/http/ky-legal-page-repository';
import { InMemoryLegalPageRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aLegalPage } from '#test/support/mothers/info-pages.mother';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

/** What every LegalPageRepository must do, given one that holds the demo legal texts of pl and de. */
const legalPageRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: LegalPageRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`LegalPageRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("gives a market's legal text, as plain paragraphs, with the day it last changed", async () => {
      const result = await subject.repository.findLegalPage('pl', 'privacy-policy');
      if (!result.ok) throw new Error(`expected the privacy policy, got ${result.error.code}`);
      expect([result.value.kind, result.value.title]).toEqual(['privacy-policy', 'Polityka prywatności']);
      expect(result.value.body.length).toBeGreaterThan(0);
      expect(result.value.body).not.toMatch(/<p>/);
      expect(Number.isNaN(Date.parse(result.value.updatedAt))).toBe(false);
    });

    it("gives each market's own text", async () => {
      const result = await subject.repository.findLegalPage('de', 'review-terms');
      expect(result.ok && result.value.title).toBe('Richtlinien für Rezensionen');
    });
  });
};

let server: RunningTestServer;

legalPageRepositoryContract('KyLegalPageRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyLegalPageRepository({ http }), teardown: () => server.close() };
});

legalPageRepositoryContract('InMemoryLegalPageRepository', () =>
  Promise.resolve({
    repository: new InMemoryLegalPageRepository()
      .withPage('pl', aLegalPage('privacy-policy', 'Polityka prywatności'))
      .withPage('de', aLegalPage('review-terms', 'Richtlinien für Rezensionen')),
    teardown: () => Promise.resolve(),
  }),
);
