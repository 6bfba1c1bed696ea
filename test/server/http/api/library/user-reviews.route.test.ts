import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { userReviewSchema } from '#contract/user-review.schema';
import { reviewCollectionSchema } from '#contract/review.schema';
import { MARKETS } from '#domain/market/markets';
import { indexCatalogue } from '#server/search/indexing/catalogue-search-records';
import { createSearchService } from '#server/search/search-service';
import type { TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { insertLicense, librarySuite } from '#test/support/server/library-suite';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`own ratings and reviews on ${target.kind}`, () => {
    const search = createSearchService();
    const { db, user, command, get, title, clock } = librarySuite(target, { search });

    const totals = async (id: string) => {
      const row = await db()
        .selectFrom('products')
        .select(['rating_sum', 'rating_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { sum: Number(row.rating_sum), count: Number(row.rating_count) };
    };
    const ownReview = (who: TestUser, id: string) => get(`/pl/v2/me/products/${id}/review`, who);

    it('rates, re-rates and reviews with one review per user, keeping the totals exact', async () => {
      const [a, b] = [await user(), await user()];
      const t = await title();
      const before = await totals(t.id);
      const rated = await command('RateProduct', { product_id: t.id, rating: 4 }, a);
      expect(rated.res.status).toBe(200);
      expect(userReviewSchema.parse(rated.body)).toMatchObject({ product_id: t.id, rating: 4, review: null });
      expect(await totals(t.id)).toEqual({ sum: before.sum + 4, count: before.count + 1 });
      await command('RateProduct', { product_id: t.id, rating: 2 }, a);
      expect(await totals(t.id)).toEqual({ sum: before.sum + 2, count: before.count + 1 });
      const reviewed = await command(
        'RateAndReviewProduct',
        { product_id: t.id, rating: 5, review: '  Wonderful narration.  ', author_signature: ' Ala ' },
        a,
      );
      expect(userReviewSchema.parse(reviewed.body)).toMatchObject({
        rating: 5,
        review: 'Wonderful narration.',
        author_signature: 'Ala',
      });
      await command('RateProduct', { product_id: t.id, rating: 1 }, b);
      expect(await totals(t.id)).toEqual({ sum: before.sum + 6, count: before.count + 2 });
      // A rating-only edit keeps the text.
      await command('RateProduct', { product_id: t.id, rating: 3 }, a);
      const own = userReviewSchema.parse((await ownReview(a, t.id)).body);
      expect(own).toMatchObject({ rating: 3, review: 'Wonderful narration.', author_signature: 'Ala' });
      expect(await totals(t.id)).toEqual({ sum: before.sum + 4, count: before.count + 2 });
      const rows = await db()
        .selectFrom('reviews')
        .select('id')
        .where('product_id', '=', t.id)
        .where('user_id', '=', a.userId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('keeps the totals exact under concurrent ratings', async () => {
      const listeners = await Promise.all(Array.from({ length: 4 }, () => user()));
      const t = await title();
      const before = await totals(t.id);
      const answers = await Promise.all(
        listeners.flatMap((who, i) =>
          [1, 2, 3, 4, 5].map((n) => command('RateProduct', { product_id: t.id, rating: ((i + n) % 5) + 1 }, who)),
        ),
      );
      expect(answers.map((a) => a.res.status)).toEqual(answers.map(() => 200));
      const stored = await db()
        .selectFrom('reviews')
        .select(['user_id', 'rating'])
        .where('product_id', '=', t.id)
        .execute();
      const mine = stored.filter((r) => listeners.some((l) => l.userId === r.user_id));
      expect(mine).toHaveLength(4);
      const sum = mine.reduce((acc, r) => acc + r.rating, 0);
      expect(await totals(t.id)).toEqual({ sum: before.sum + sum, count: before.count + 4 });
    });

    it('shows the new rating in search hits', async () => {
      await indexCatalogue(db(), search, 'audiora');
      const t = await title();
      await db().updateTable('products').set({ rating_sum: 0, rating_count: 0 }).where('id', '=', t.id).execute();
      await db().deleteFrom('reviews').where('product_id', '=', t.id).execute();
      const listener = await user();
      await command('RateProduct', { product_id: t.id, rating: 4 }, listener);
      const index = search.index('pl');
      const hit = () => index.search({ query: t.name, hitsPerPage: 50 }).hits.find((h) => h.objectID === t.id);
      expect(hit()?.rating).toBe(4);
      await command('RateProduct', { product_id: t.id, rating: 2 }, await user());
      expect(hit()?.rating).toBe(3);
    });

    it('validates ratings and texts', async () => {
      const listener = await user();
      const t = await title();
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['RateProduct', { product_id: t.id, rating: 0 }, 'rating', 'INVALID'],
        ['RateProduct', { product_id: t.id, rating: 6 }, 'rating', 'INVALID'],
        ['RateProduct', { product_id: t.id, rating: 4.5 }, 'rating', 'INVALID'],
        ['RateProduct', { product_id: t.id }, 'rating', 'REQUIRED'],
        ['RateProduct', { product_id: randomUUID(), rating: 3 }, 'product_id', 'NOT_FOUND'],
        [
          'RateAndReviewProduct',
          { product_id: t.id, rating: 3, review: '   ', author_signature: 'A' },
          'review',
          'TOO_SHORT',
        ],
        [
          'RateAndReviewProduct',
          { product_id: t.id, rating: 3, review: 'x'.repeat(5001), author_signature: 'A' },
          'review',
          'TOO_LONG',
        ],
        [
          'RateAndReviewProduct',
          { product_id: t.id, rating: 3, review: 'Good', author_signature: 'S'.repeat(81) },
          'author_signature',
          'TOO_LONG',
        ],
        [
          'RateAndReviewProduct',
          { product_id: t.id, rating: 3, review: 'Good', author_signature: '' },
          'author_signature',
          'TOO_SHORT',
        ],
      ];
      for (const [name, fields, property, code] of cases) {
        const { res, body } = await command(name, fields, listener);
        expect(res.status, `${name} ${property} ${code}`).toBe(422);
        expect(apiErrorSchema.parse(body).errors).toContainEqual({ property, code });
      }
      const czech = await title({}, 'cz');
      const foreign = await command('RateProduct', { product_id: czech.id, rating: 3 }, listener);
      expect(foreign.res.status).toBe(422);
      const longest = await command(
        'RateAndReviewProduct',
        { product_id: t.id, rating: 3, review: 'x'.repeat(5000), author_signature: 'S'.repeat(80) },
        listener,
      );
      expect(longest.res.status).toBe(200);
    });

    /** The product's public reviews as any visitor reads them. */
    const publicReviews = async (id: string) =>
      reviewCollectionSchema.parse(
        (await get(`/pl/v2/catalogs/${MARKETS.pl.catalogId}/products/${id}/reviews?limit=100`)).body,
      )._embedded['app:review'];

    it('takes bidirectional and control characters out of the text and the signature, before the length rules', async () => {
      const listener = await user();
      const t = await title();
      const reviewed = await command(
        'RateAndReviewProduct',
        {
          product_id: t.id,
          rating: 4,
          review: 'Great \u202eenil siht\u202c narration.\r\nSecond line\u0000,\ttabbed\u2066.\u2069\u001b[2J',
          author_signature: ' Ala\u2067\nKowalska\u0007 ',
        },
        listener,
      );
      expect(reviewed.res.status).toBe(200);
      const cleaned = {
        review: 'Great enil siht narration.\nSecond line,\ttabbed.[2J',
        author_signature: 'Ala Kowalska',
      };
      expect(userReviewSchema.parse(reviewed.body)).toMatchObject(cleaned);
      expect(await publicReviews(t.id)).toContainEqual(expect.objectContaining(cleaned));
      const stored = await db()
        .selectFrom('reviews')
        .select(['review', 'author_signature'])
        .where('product_id', '=', t.id)
        .where('user_id', '=', listener.userId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual(cleaned);

      const onlyControls = await command(
        'RateAndReviewProduct',
        { product_id: t.id, rating: 4, review: '\u202e\u2066\u0000 \u0007', author_signature: '\u202d\u0001' },
        listener,
      );
      expect(onlyControls.res.status).toBe(422);
      expect(apiErrorSchema.parse(onlyControls.body).errors).toEqual([
        { property: 'review', code: 'TOO_SHORT' },
        { property: 'author_signature', code: 'TOO_SHORT' },
      ]);
      // 5000 characters once cleaned fit, however many controls were sent around them.
      const padded = await command(
        'RateAndReviewProduct',
        { product_id: t.id, rating: 4, review: `${'\u202e'.repeat(50)}${'x'.repeat(5000)}`, author_signature: 'A' },
        listener,
      );
      expect(padded.res.status).toBe(200);
    });

    it('lets anyone rate a title and marks the reviews of listeners who hold a license or played it', async () => {
      const [stranger, buyer, player] = [await user(), await user(), await user()];
      const paid = await title({ isFree: false });
      const free = await title({ isFree: true });
      const review = (who: TestUser, id: string) =>
        command('RateAndReviewProduct', { product_id: id, rating: 4, review: 'Heard it?', author_signature: 'X' }, who);

      // Not heard: the rating counts and the review is shown, without the mark.
      const unheard = await review(stranger, paid.id);
      expect(unheard.res.status).toBe(200);
      expect(userReviewSchema.parse(unheard.body).verified_listener).toBe(false);

      await insertLicense(db(), buyer, paid.id, clock.now);
      expect(userReviewSchema.parse((await review(buyer, paid.id)).body).verified_listener).toBe(true);

      // A review written before listening gains the mark once the title is played.
      expect(userReviewSchema.parse((await review(player, free.id)).body).verified_listener).toBe(false);
      expect((await command('StartPlayback', { audiobook_id: free.id }, player)).res.status).toBe(200);
      expect(userReviewSchema.parse((await ownReview(player, free.id)).body).verified_listener).toBe(true);

      /** Each public review's mark by its id, as any visitor reads them. */
      const marks = async (id: string) =>
        new Map((await publicReviews(id)).map((r) => [r.id, r.verified_listener] as const));
      const idOf = async (who: TestUser, id: string) => userReviewSchema.parse((await ownReview(who, id)).body).id;
      const paidMarks = await marks(paid.id);
      expect(paidMarks.get(await idOf(stranger, paid.id))).toBe(false);
      expect(paidMarks.get(await idOf(buyer, paid.id))).toBe(true);
      expect((await marks(free.id)).get(await idOf(player, free.id))).toBe(true);
      // Seeded reviews have no author, so no mark.
      expect([...paidMarks.values()].filter(Boolean)).toHaveLength(1);
    });

    it("keeps users apart: B neither reads nor changes A's review", async () => {
      const [a, b] = [await user(), await user()];
      const t = await title();
      await command('RateAndReviewProduct', { product_id: t.id, rating: 5, review: 'Mine', author_signature: 'A' }, a);
      const theirs = await ownReview(b, t.id);
      expect(theirs.res.status).toBe(404);
      await command(
        'RateAndReviewProduct',
        { product_id: t.id, rating: 1, review: 'Theirs', author_signature: 'B' },
        b,
      );
      expect(userReviewSchema.parse((await ownReview(a, t.id)).body)).toMatchObject({ rating: 5, review: 'Mine' });
    });

    it("removes the viewer's review: the totals, the public list, the search hits and the catalogue revision follow", async () => {
      await indexCatalogue(db(), search, 'audiora');
      const [a, b] = [await user(), await user()];
      const t = await title();
      await db().updateTable('products').set({ rating_sum: 0, rating_count: 0 }).where('id', '=', t.id).execute();
      await db().deleteFrom('reviews').where('product_id', '=', t.id).execute();
      await command(
        'RateAndReviewProduct',
        { product_id: t.id, rating: 5, review: 'Gone soon', author_signature: 'A' },
        a,
      );
      await command('RateProduct', { product_id: t.id, rating: 1 }, b);
      expect(await totals(t.id)).toEqual({ sum: 6, count: 2 });
      const revision = async () =>
        Number((await db().selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow()).revision);
      const revisionBefore = await revision();
      const removed = await command('RemoveProductReview', { product_id: t.id }, a);
      expect(removed.res.status).toBe(200);
      expect(removed.body).toEqual({ ok: true });
      expect(await totals(t.id)).toEqual({ sum: 1, count: 1 });
      expect((await ownReview(a, t.id)).res.status).toBe(404);
      expect((await publicReviews(t.id)).map((r) => r.review)).not.toContain('Gone soon');
      expect(await revision()).toBeGreaterThan(revisionBefore);
      const hit = search
        .index('pl')
        .search({ query: t.name, hitsPerPage: 50 })
        .hits.find((h) => h.objectID === t.id);
      expect(hit?.rating).toBe(1);
      // B's rating stays; removing twice, or a review never written, is 404.
      expect(userReviewSchema.parse((await ownReview(b, t.id)).body).rating).toBe(1);
      expect((await command('RemoveProductReview', { product_id: t.id }, a)).res.status).toBe(404);
      expect((await command('RemoveProductReview', { product_id: randomUUID() }, a)).res.status).toBe(404);
      const invalid = await command('RemoveProductReview', { product_id: 'nope' }, a);
      expect(invalid.res.status).toBe(422);
      expect((await command('RemoveProductReview', { product_id: t.id })).res.status).toBe(401);
      // A review of another market's title is not found from this one.
      const czech = await title({}, 'cz');
      expect((await command('RemoveProductReview', { product_id: czech.id }, a)).res.status).toBe(404);
    });

    it('answers 404 without a review, 401 for visitors', async () => {
      const listener = await user();
      const t = await title();
      const none = await ownReview(listener, t.id);
      expect(none.res.status).toBe(404);
      expect((await get(`/pl/v2/me/products/${t.id}/review`)).res.status).toBe(401);
      expect((await command('RateProduct', { product_id: t.id, rating: 3 })).res.status).toBe(401);
      expect((await get(`/pl/v2/me/products/${randomUUID()}/review`, listener)).res.status).toBe(404);
    });
  });
}
