import { ok, type Result } from '#domain/shared/result';
import type { PlaybackLimit } from '../accounts/playback-limit';
import type { PlaybackLimits } from './playback-limits.port';

export interface GetPlaybackLimitDeps {
  readonly playbackLimits: PlaybackLimits;
  readonly now: () => Date;
}

/** This calendar month's listening (Europe/Warsaw) against the account's monthly hours. */
export class GetPlaybackLimit {
  readonly #deps: GetPlaybackLimitDeps;

  constructor(deps: GetPlaybackLimitDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly userId: string }): Promise<Result<PlaybackLimit, never>> {
    return ok(await this.#deps.playbackLimits.read(input.userId, this.#deps.now()));
  }
}
