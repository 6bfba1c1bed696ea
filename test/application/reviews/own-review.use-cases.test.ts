import { describe, expect, it } from 'vitest';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { LoadOwnReview } from '#application/reviews/load-own-review.use-case';
import { RemoveOwnReview } from '#application/reviews/remove-own-review.use-case';
import { SaveOwnReview } from '#application/reviews/save-own-review.use-case';
import { InMemoryOwnReviewRepository } from '#test/support/fakes/in-memory-own-review-repository';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';
import { aUser } from '#test/support/mothers/user.mother';

const TITLE = 'title-1';
const PAGE = '/pl/audiobook/title-1?page=2';

const world = () => {
  const repository = new InMemoryOwnReviewRepository().withTitles(TITLE);
  const navigation = new RecordingNavigation();
  const redirectTargetStore = new InMemoryRedirectTargetStore();
  const requireSignIn = new RequireSignIn({ navigation, redirectTargetStore });
  return {
    repository,
    navigation,
    redirectTargetStore,
    load: new LoadOwnReview({ ownReviewRepository: repository }),
    save: new SaveOwnReview({ ownReviewRepository: repository, requireSignIn }),
    remove: new RemoveOwnReview({ ownReviewRepository: repository, requireSignIn }),
  };
};

const user = aUser();
const draft = (rating: number | null, review = '', signature = '') => ({ rating, review, signature });

describe('LoadOwnReview', () => {
  it('asks nothing for a visitor, and the repository for a listener', async () => {
    const { load, repository, save } = world();
    expect(await load.execute({ productId: TITLE, user: null })).toEqual({ ok: true, value: null });
    expect(repository.calls).toEqual([]);
    await save.execute({ productId: TITLE, draft: draft(4), hadText: false, user, currentPath: PAGE });
    expect(await load.execute({ productId: TITLE, user })).toMatchObject({ ok: true, value: { rating: 4 } });
  });
});

describe('SaveOwnReview', () => {
  it('sends a visitor to sign-in with the page stored, and writes nothing', async () => {
    const { save, repository, navigation, redirectTargetStore } = world();
    const result = await save.execute({
      productId: TITLE,
      draft: draft(5),
      hadText: false,
      user: null,
      currentPath: PAGE,
    });
    expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(navigation.visits).toEqual(['signIn']);
    expect(redirectTargetStore.read()).toBe(PAGE);
    expect(repository.calls).toEqual([]);
  });

  it('refuses a draft the rules refuse before any call', async () => {
    const { save, repository } = world();
    const result = await save.execute({
      productId: TITLE,
      draft: draft(null, 'Text'),
      hadText: false,
      user,
      currentPath: PAGE,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'OWN_REVIEW.INVALID',
        fields: [
          { field: 'rating', code: 'REQUIRED' },
          { field: 'signature', code: 'REQUIRED' },
        ],
      },
    });
    expect(repository.calls).toEqual([]);
  });

  it('sends a rating alone, or a rating with its cleaned text and signature', async () => {
    const { save, repository } = world();
    await save.execute({ productId: TITLE, draft: draft(3), hadText: false, user, currentPath: PAGE });
    const reviewed = await save.execute({
      productId: TITLE,
      draft: draft(5, '  Great\u202e listen  ', ' Ala '),
      hadText: false,
      user,
      currentPath: PAGE,
    });
    expect(reviewed).toMatchObject({ ok: true, value: { rating: 5, text: 'Great listen', signature: 'Ala' } });
    expect(repository.calls.map((call) => (call.op === 'save' ? call.review : call.op))).toEqual([
      { rating: 3, text: null },
      { rating: 5, text: { review: 'Great listen', signature: 'Ala' } },
    ]);
  });

  it('sends a listener whose session ended to sign-in', async () => {
    const { save, repository, navigation } = world();
    repository.failWith({ code: 'AUTH.NOT_SIGNED_IN' });
    const result = await save.execute({ productId: TITLE, draft: draft(2), hadText: false, user, currentPath: PAGE });
    expect(result.ok).toBe(false);
    expect(navigation.visits).toEqual(['signIn']);
  });

  it('answers a failure without leaving the page', async () => {
    const { save, repository, navigation } = world();
    repository.failWith({ code: 'OWN_REVIEW.UNAVAILABLE' });
    const result = await save.execute({ productId: TITLE, draft: draft(2), hadText: false, user, currentPath: PAGE });
    expect(result).toEqual({ ok: false, error: { code: 'OWN_REVIEW.UNAVAILABLE' } });
    expect(navigation.visits).toEqual([]);
  });
});

describe('RemoveOwnReview', () => {
  it('removes the review, and NOT_FOUND the second time', async () => {
    const { save, remove, load } = world();
    await save.execute({ productId: TITLE, draft: draft(4, 'Yes', 'A'), hadText: false, user, currentPath: PAGE });
    expect(await remove.execute({ productId: TITLE, user, currentPath: PAGE })).toEqual({ ok: true, value: undefined });
    expect(await load.execute({ productId: TITLE, user })).toEqual({ ok: true, value: null });
    expect(await remove.execute({ productId: TITLE, user, currentPath: PAGE })).toEqual({
      ok: false,
      error: { code: 'OWN_REVIEW.NOT_FOUND' },
    });
  });

  it('sends a visitor, or a lapsed session, to sign-in', async () => {
    const { remove, repository, navigation, redirectTargetStore } = world();
    expect((await remove.execute({ productId: TITLE, user: null, currentPath: PAGE })).ok).toBe(false);
    expect(repository.calls).toEqual([]);
    repository.failWith({ code: 'AUTH.NOT_SIGNED_IN' });
    await remove.execute({ productId: TITLE, user, currentPath: PAGE });
    expect(navigation.visits).toEqual(['signIn', 'signIn']);
    expect(redirectTargetStore.read()).toBe(PAGE);
  });
});
