import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { playerSessionToSave } from '#domain/playback/player-session';
import type { AudiobookRepository } from '../ports/audiobook-repository.port';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { PlayerStoragePort } from '../ports/player-storage.port';
import type { PlayTitle } from './play-title.use-case';
import { type PlayerStore, podcastOfEpisode } from './player.store';

export interface PlayerSessionDeps {
  readonly store: PlayerStore;
  readonly storage: PlayerStoragePort;
  readonly audiobooks: AudiobookRepository;
  readonly playTitle: PlayTitle;
  readonly errors: ErrorReporterPort;
}

/**
 * Spec §3, §4, §8 saved player session: what is loaded, where and whether it played, kept in this browser when the
 * page goes away (nothing once the player is closed), and loaded again, once auth is fetched, on the next page of
 * the same market. A restore that fails is logged, and leaves the player empty.
 */
export class PlayerSession {
  readonly #deps: PlayerSessionDeps;

  constructor(deps: PlayerSessionDeps) {
    this.#deps = deps;
  }

  /** The page is going away; an episode is not kept, so the next page has nothing to restore. */
  save(locale: Locale): void {
    const { store, storage } = this.#deps;
    const { title, player } = store.state;
    if (title !== null && podcastOfEpisode(title) !== null) storage.writeSession(null);
    else storage.writeSession(playerSessionToSave(player, MARKETS[locale].catalogId) ?? null);
  }

  /** Once auth is fetched (`user` null for a visitor); nothing when the player holds a title already. */
  async restore(input: {
    readonly locale: Locale;
    readonly user: User | null;
    readonly currentPath: string;
  }): Promise<void> {
    const { store, storage, audiobooks, playTitle, errors } = this.#deps;
    const session = storage.readSession();
    if (session === null || store.state.title !== null) return;
    if (session.catalogId !== MARKETS[input.locale].catalogId) return;
    try {
      const found = await audiobooks.findAudiobook(input.locale, session.audiobookId);
      if (!found.ok) throw new Error(found.error.code);
      if (store.state.title !== null) return;
      const audiobook = found.value;
      const played = await playTitle.execute({
        title: {
          audiobookId: audiobook.id,
          name: audiobook.name,
          authors: audiobook.authors.map((author) => author.name),
          coverUrl: audiobook.imageUrl || null,
        },
        user: input.user,
        autoPlay: session.autoPlay,
        startAt: session.playbackProgress,
        currentPath: input.currentPath,
      });
      if (!played.ok) throw new Error(played.error.code);
    } catch (cause) {
      errors.report({ code: 'player.restore_failed', cause });
    }
  }
}
