import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { GetPlayerSession } from '#server/library/get-player-session.use-case';
import type { PlayerSessionRecord, PlayerSessions } from '#server/library/player-sessions.port';

const { pl, de } = MARKETS;

/** One saved session of user u-1 in the pl catalogue. */
class OneSession implements PlayerSessions {
  readonly asked: [string, string][] = [];

  constructor(private readonly session: PlayerSessionRecord) {}

  async latest(userId: string, catalogId: string): Promise<PlayerSessionRecord | null> {
    this.asked.push([userId, catalogId]);
    return userId === 'u-1' && catalogId === pl.catalogId ? this.session : null;
  }
}

const SAVED: PlayerSessionRecord = {
  audiobookId: 'lalka',
  positionMs: 61_000,
  updatedAt: '2026-11-22T10:00:00.000Z',
  deviceId: 'laptop',
  deviceName: 'Firefox on Linux',
};

describe('GetPlayerSession', () => {
  it("answers the latest session in the market's catalogue, naming the catalogue", async () => {
    const playerSessions = new OneSession(SAVED);
    const useCase = new GetPlayerSession({ playerSessions });
    expect(await useCase.execute({ userId: 'u-1', market: pl })).toEqual({
      ok: true,
      value: { ...SAVED, catalogId: pl.catalogId },
    });
    expect(playerSessions.asked).toEqual([['u-1', pl.catalogId]]);
  });

  it('answers NO_PLAYER_SESSION when nothing of the market was saved by the user', async () => {
    const useCase = new GetPlayerSession({ playerSessions: new OneSession(SAVED) });
    const none = { ok: false, error: { code: 'NO_PLAYER_SESSION' } };
    expect(await useCase.execute({ userId: 'u-1', market: de })).toEqual(none);
    expect(await useCase.execute({ userId: 'u-2', market: pl })).toEqual(none);
  });
});
