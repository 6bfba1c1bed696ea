import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { episodePlayState } from '#domain/playback/episode-play-state';

const offer = fc.record({ isFree: fc.boolean(), isAvailableInSubscription: fc.boolean(), hasSample: fc.boolean() });
const listener = fc.record({ isClubMember: fc.boolean() });

describe('episodePlayState properties (spec §4, §6)', () => {
  it('a free show is heard in full by anyone', () => {
    fc.assert(
      fc.property(offer, listener, (o, l) => {
        expect(episodePlayState({ ...o, isFree: true }, l)).toBe('free');
      }),
    );
  });

  it('being a club member never takes anything away', () => {
    const rank = { locked: 0, sample: 1, free: 2 } as const;
    fc.assert(
      fc.property(offer, (o) => {
        expect(rank[episodePlayState(o, { isClubMember: true })]).toBeGreaterThanOrEqual(
          rank[episodePlayState(o, { isClubMember: false })],
        );
      }),
    );
  });

  it('a sample is offered only where the episode has one, and a locked episode has none to offer', () => {
    fc.assert(
      fc.property(offer, listener, (o, l) => {
        const state = episodePlayState(o, l);
        if (state === 'sample') expect(o.hasSample).toBe(true);
        if (state === 'locked') expect(o.hasSample || o.isFree).toBe(false);
      }),
    );
  });
});

describe('episodePlayState examples', () => {
  it.each([
    [{ isFree: false, isAvailableInSubscription: true, hasSample: false }, true, 'free'],
    [{ isFree: false, isAvailableInSubscription: true, hasSample: true }, false, 'sample'],
    [{ isFree: false, isAvailableInSubscription: false, hasSample: false }, true, 'locked'],
  ] as const)('%j, club member %s: %s', (o, isClubMember, state) => {
    expect(episodePlayState(o, { isClubMember })).toBe(state);
  });
});
