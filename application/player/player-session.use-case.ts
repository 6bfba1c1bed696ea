import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { offersServerSession, playerSessionToSave, type SavedPlayerSession } from '#domain/playback/player-session';
import type { AudiobookRepository } from '../ports/audiobook-repository.port';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { PlaybackGateway } from '../ports/playback-gateway.port';
import type { PlayerStoragePort } from '../ports/player-storage.port';
import type { PlayEpisode } from './play-episode.use-case';
import type { PlayTitle } from './play-title.use-case';
import { type PlayerStore, podcastOfEpisode } from './player.store';

export interface PlayerSessionDeps {
  readonly store: PlayerStore;
  readonly storage: PlayerStoragePort;
  readonly audiobooks: AudiobookRepository;
  readonly playTitle: PlayTitle;
  readonly playEpisode: PlayEpisode;
  readonly playback: Pick<PlaybackGateway, 'latestSession'>;
  /** This browser's device id, as the server knows it. */
  readonly deviceId: () => string;
  readonly errors: ErrorReporterPort;
}

export interface RestoreInput {
  readonly locale: Locale;
  readonly user: User | null;
  readonly currentPath: string;
}

/**
 * Spec §3, §4, §8 saved player session: what is loaded (a title or a podcast episode), where and whether it played,
 * kept in this browser when the page goes away (nothing once the player is closed), and loaded again, once auth is
 * fetched, on the next page of the same market. Without one, a listener is offered, paused, the title they last played on another device (the
 * server's session). A restore that fails is logged, and leaves the player empty.
 */
export class PlayerSession {
  readonly #deps: PlayerSessionDeps;

  constructor(deps: PlayerSessionDeps) {
    this.#deps = deps;
  }

  /** The page is going away: what plays is kept, an episode with its show and what the bar shows of it. */
  save(locale: Locale): void {
    const { store, storage } = this.#deps;
    store.keepPosition();
    const { title, player } = store.state;
    const session = playerSessionToSave(player, MARKETS[locale].catalogId) ?? null;
    const podcastId = title === null ? null : podcastOfEpisode(title);
    if (session === null || title === null || podcastId === null) return storage.writeSession(session);
    const { name, authors, coverUrl } = title;
    storage.writeSession({ ...session, episode: { podcastId, name, authors, coverUrl } });
  }

  /** Once auth is fetched (`user` null for a visitor); nothing when the player holds a title already. */
  async restore(input: RestoreInput): Promise<void> {
    const { store, storage } = this.#deps;
    if (store.state.title !== null) return;
    const session = storage.readSession();
    if (session === null) return this.#offerFromServer(input);
    if (session.catalogId !== MARKETS[input.locale].catalogId) return;
    if (session.episode) return this.#loadEpisode(input, session);
    await this.#load(input, session.audiobookId, {
      autoPlay: session.autoPlay,
      restoredPosition: session.playbackProgress,
    });
  }

  async #offerFromServer(input: RestoreInput): Promise<void> {
    const { playback, storage, deviceId, errors } = this.#deps;
    if (input.user === null) return;
    const latest = await playback.latestSession();
    if (!latest.ok) return errors.report({ code: 'player.restore_failed', cause: latest.error.code });
    if (latest.value === null) return;
    const here = {
      catalogId: MARKETS[input.locale].catalogId,
      deviceId: deviceId(),
      positions: storage.readLocalPositions(),
    };
    if (offersServerSession(latest.value, here)) await this.#load(input, latest.value.audiobookId, { autoPlay: false });
  }

  // Where it stood, as a reload finds it: an episode keeps no position to resume from.
  async #loadEpisode(input: RestoreInput, session: SavedPlayerSession): Promise<void> {
    const { playEpisode, errors } = this.#deps;
    const { episode, audiobookId } = session;
    if (!episode) return;
    const played = await playEpisode.execute({
      episode: { ...episode, episodeId: audiobookId },
      autoPlay: session.autoPlay,
      currentPath: input.currentPath,
      startAt: session.playbackProgress,
    });
    if (!played.ok) errors.report({ code: 'player.restore_failed', cause: played.error.code });
  }

  async #load(
    input: RestoreInput,
    audiobookId: AudiobookId,
    options: { readonly autoPlay: boolean; readonly restoredPosition?: number },
  ): Promise<void> {
    const { store, audiobooks, playTitle, errors } = this.#deps;
    try {
      const found = await audiobooks.findAudiobook(input.locale, audiobookId);
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
        currentPath: input.currentPath,
        ...options,
      });
      if (!played.ok) throw new Error(played.error.code);
    } catch (cause) {
      errors.report({ code: 'player.restore_failed', cause });
    }
  }
}
