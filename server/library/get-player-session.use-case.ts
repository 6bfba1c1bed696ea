import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { type LibraryError, noPlayerSession } from './library.errors';
import type { PlayerSessionRecord, PlayerSessions } from './player-sessions.port';

export interface GetPlayerSessionDeps {
  readonly playerSessions: PlayerSessions;
}

export interface GetPlayerSessionInput {
  readonly userId: string;
  readonly market: Market;
}

/** A player session offered on another device: the title, the catalogue it is played from, where and on what. */
export interface PlayerSession extends PlayerSessionRecord {
  readonly catalogId: string;
}

/**
 * Spec §3 "Saved player session", kept by the server: the user's most recently saved position across the market's
 * audiobooks, so another device can offer to resume it; NO_PLAYER_SESSION until they saved one there.
 */
export class GetPlayerSession {
  readonly #deps: GetPlayerSessionDeps;

  constructor(deps: GetPlayerSessionDeps) {
    this.#deps = deps;
  }

  async execute(input: GetPlayerSessionInput): Promise<Result<PlayerSession, LibraryError>> {
    const { catalogId } = input.market;
    const latest = await this.#deps.playerSessions.latest(input.userId, catalogId);
    return latest ? ok({ ...latest, catalogId }) : err(noPlayerSession());
  }
}
