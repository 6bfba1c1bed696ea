import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { CancelClub } from '#server/commerce/club/cancel-club.use-case';
import { inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

describe('CancelClub', () => {
  const setUp = () => {
    const commerce = inMemoryCommerce();
    let now = new Date('2026-07-02T10:00:00.000Z');
    const cancelClub = new CancelClub({ ...commerce, now: () => now });
    return { commerce, cancelClub, moveTo: (iso: string) => (now = new Date(iso)) };
  };

  it('stops renewal with the reason, keeping the period and the first cancellation time', async () => {
    const { commerce, cancelClub, moveTo } = setUp();
    commerce.club.periods.set('u1', '2026-08-01T10:00:00.000Z');
    const input = { userId: 'u1', market: MARKETS.pl, reasonId: 'taking-a-break' };
    const expected = { clubUntil: '2026-08-01T10:00:00.000Z', cancelledAt: '2026-07-02T10:00:00.000Z' };
    expect(await cancelClub.execute(input)).toEqual({ ok: true, value: expected });
    moveTo('2026-07-05T10:00:00.000Z');
    expect(await cancelClub.execute({ ...input, reasonId: 'other' })).toEqual({ ok: true, value: expected });
    expect(commerce.club.cancellations.get('u1')).toEqual({ at: expected.cancelledAt, reasonId: 'taking-a-break' });
  });

  it('answers VALIDATION_FAILED on reason_id for a reason that is not listed', async () => {
    const { commerce, cancelClub } = setUp();
    commerce.club.periods.set('u1', '2026-08-01T10:00:00.000Z');
    expect(await cancelClub.execute({ userId: 'u1', market: MARKETS.sk, reasonId: 'bored' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'reason_id', code: 'UNKNOWN_REASON' }] },
    });
  });

  it('answers CLUB_NOT_AVAILABLE where there is no club', async () => {
    const { cancelClub } = setUp();
    const cancelled = await cancelClub.execute({ userId: 'u1', market: MARKETS.es, reasonId: 'other' });
    expect(!cancelled.ok && cancelled.error.code).toBe('CLUB_NOT_AVAILABLE');
  });

  it.each([null, '2026-07-02T10:00:00.000Z', '2026-06-01T00:00:00.000Z'])(
    'answers NOT_A_CLUB_MEMBER without a running period (ends %s) and records nothing',
    async (until) => {
      const { commerce, cancelClub } = setUp();
      commerce.club.periods.set('u1', until);
      const cancelled = await cancelClub.execute({ userId: 'u1', market: MARKETS.pl, reasonId: 'other' });
      expect(cancelled).toEqual({ ok: false, error: { code: 'NOT_A_CLUB_MEMBER' } });
      expect(commerce.club.cancellations.size).toBe(0);
    },
  );
});
