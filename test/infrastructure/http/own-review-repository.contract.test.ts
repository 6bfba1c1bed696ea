import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnReviewRepository } from '#application/ports/own-review-repository.port';
import { MARKETS } from '#domain/market/markets';
import type { Result } from '#domain/shared/result';
import { KyOwnReviewRepository } from '#infrastructure/http/ky-own-review-repository';
import { InMemoryOwnReviewRepository } from '#test/support/fakes/in-memory-own-review-repository';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A new pl listener's reviews, who has written none. */
  readonly repository: OwnReviewRepository;
  /** Another listener's. */
  readonly other: OwnReviewRepository;
  readonly visitor: OwnReviewRepository;
  /** Two titles of the pl catalogue. */
  readonly titles: readonly [string, string];
  /** A title no catalogue has. */
  readonly unknown: string;
  readonly teardown: () => Promise<void>;
}

const valueOf = <T>(result: Result<T, { readonly code: string }>): T => {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

/** What every OwnReviewRepository must do (GET /me/products/{id}/review, RateProduct, RateAndReviewProduct, RemoveProductReview). */
const ownReviewRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`OwnReviewRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('has no review at first, then one per title, replaced by the next write and kept apart per listener', async () => {
      const [title] = subject.titles;
      expect(await subject.repository.find(title)).toEqual({ ok: true, value: null });
      const rated = valueOf(await subject.repository.save(title, { rating: 4, text: null }));
      expect(rated).toMatchObject({ productId: title, rating: 4, text: null, signature: null });
      const reviewed = valueOf(
        await subject.repository.save(title, { rating: 5, text: { review: 'Wonderful.', signature: 'Ala' } }),
      );
      expect(reviewed).toMatchObject({ id: rated.id, rating: 5, text: 'Wonderful.', signature: 'Ala' });
      // A rating alone keeps the text.
      const rerated = valueOf(await subject.repository.save(title, { rating: 2, text: null }));
      expect(rerated).toMatchObject({ id: rated.id, rating: 2, text: 'Wonderful.', signature: 'Ala' });
      expect(valueOf(await subject.repository.find(title))).toEqual(rerated);
      expect(await subject.other.find(title)).toEqual({ ok: true, value: null });
    });

    it('removes the review once; the second time, and for a title never rated, it is NOT_FOUND', async () => {
      const [, title] = subject.titles;
      valueOf(await subject.repository.save(title, { rating: 3, text: { review: 'Fine', signature: 'B' } }));
      valueOf(await subject.other.save(title, { rating: 1, text: null }));
      expect(await subject.repository.remove(title)).toEqual({ ok: true, value: undefined });
      expect(await subject.repository.find(title)).toEqual({ ok: true, value: null });
      expect(valueOf(await subject.other.find(title))).toMatchObject({ rating: 1 });
      expect(await subject.repository.remove(title)).toEqual({ ok: false, error: { code: 'OWN_REVIEW.NOT_FOUND' } });
    });

    it('answers NOT_FOUND for a title the market does not have', async () => {
      expect(await subject.repository.save(subject.unknown, { rating: 3, text: null })).toEqual({
        ok: false,
        error: { code: 'OWN_REVIEW.NOT_FOUND' },
      });
    });

    it('refuses a visitor: nobody is signed in', async () => {
      const [title] = subject.titles;
      for (const result of [
        await subject.visitor.find(title),
        await subject.visitor.save(title, { rating: 3, text: null }),
        await subject.visitor.remove(title),
      ])
        expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    });
  });
};

const portFor = (app: TestApp['app'], cookies: BrowserCookies) => new KyOwnReviewRepository(pageHttp(app, cookies));

ownReviewRepositoryContract('KyOwnReviewRepository against the reference API', async () => {
  const testApp = await createTestApp();
  const listener = await createSignedInUser(testApp);
  const other = await createSignedInUser(testApp);
  const rows = await testApp.database.db
    .selectFrom('products')
    .select('id')
    .where('catalog_id', '=', MARKETS.pl.catalogId)
    .orderBy('name')
    .limit(2)
    .execute();
  const [a, b] = rows.map((row) => row.id);
  if (!a || !b) throw new Error('the demo catalogue has fewer than two titles');
  return {
    repository: portFor(testApp.app, new BrowserCookies().set('audiora_access', listener.accessToken)),
    other: portFor(testApp.app, new BrowserCookies().set('audiora_access', other.accessToken)),
    visitor: portFor(testApp.app, new BrowserCookies()),
    titles: [a, b],
    unknown: randomUUID(),
    teardown: () => testApp.close(),
  };
});

ownReviewRepositoryContract('InMemoryOwnReviewRepository', async () => {
  const titles: [string, string] = ['title-a', 'title-b'];
  return {
    repository: new InMemoryOwnReviewRepository().withTitles(...titles),
    other: new InMemoryOwnReviewRepository().withTitles(...titles),
    visitor: new InMemoryOwnReviewRepository().failWith({ code: 'AUTH.NOT_SIGNED_IN' }),
    titles,
    unknown: 'title-unknown',
    teardown: async () => undefined,
  };
});

describe('KyOwnReviewRepository against the reference API', () => {
  it("maps the server's field errors to the form's fields", async () => {
    const testApp = await createTestApp();
    try {
      const listener = await createSignedInUser(testApp);
      const repository = portFor(testApp.app, new BrowserCookies().set('audiora_access', listener.accessToken));
      const [row] = await testApp.database.db
        .selectFrom('products')
        .select('id')
        .where('catalog_id', '=', MARKETS.pl.catalogId)
        .limit(1)
        .execute();
      const id = row?.id ?? '';
      // Past the form's own checks, as a changed script could send it.
      expect(await repository.save(id, { rating: 3, text: { review: 'x'.repeat(5001), signature: '' } })).toEqual({
        ok: false,
        error: {
          code: 'OWN_REVIEW.INVALID',
          fields: [
            { field: 'review', code: 'TOO_LONG' },
            { field: 'signature', code: 'REQUIRED' },
          ],
        },
      });
    } finally {
      await testApp.close();
    }
  });
});
