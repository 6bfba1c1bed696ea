import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import { mediaSessionIntent, positionStateOf } from '#domain/playback/media-session-actions';
import type { MediaSessionPort } from '../ports/media-session.port';
import type { PlayerStore, PlayerView } from './player.store';

export interface MediaSessionSyncDeps {
  readonly store: PlayerStore;
  readonly session: MediaSessionPort;
}

const playbackStateOf = (view: PlayerView): 'none' | 'paused' | 'playing' =>
  view.title === null ? 'none' : view.player.isPlaying ? 'playing' : 'paused';

/**
 * The system's media controls follow the player: the title, authors and cover, playing or paused, and the position
 * kept current; their play, pause, stop, seek and previous/next track (as chapters) act on the player.
 */
export class MediaSessionSync {
  readonly #deps: MediaSessionSyncDeps;
  readonly #subscription: Subscription;

  constructor(deps: MediaSessionSyncDeps) {
    this.#deps = deps;
    const { store, session } = deps;
    this.#subscription = store.state$
      .pipe(
        map((view) => view.title),
        distinctUntilChanged(),
      )
      .subscribe((title) => {
        session.setMetadata(
          title === null ? null : { title: title.name, artist: title.authors.join(', '), artworkUrl: title.coverUrl },
        );
        session.setActionHandler(title === null ? null : (action, details) => this.#act(action, details));
      });
    this.#subscription.add(
      store.state$.subscribe((view) => {
        session.setPlaybackState(playbackStateOf(view));
        const { player, settings } = view;
        session.setPositionState(positionStateOf(player.position, player.duration, settings.playbackRate));
      }),
    );
  }

  dispose(): void {
    this.#subscription.unsubscribe();
  }

  #act(...[action, details]: Parameters<Parameters<MediaSessionPort['setActionHandler']>[0] & object>): void {
    const { store } = this.#deps;
    const intent = mediaSessionIntent(action, details);
    switch (intent?.type) {
      case 'play':
        return store.play();
      case 'pause':
        return store.pause();
      case 'stop':
        return store.unload();
      case 'skipBack':
        return store.skipBack();
      case 'skipForward':
        return store.skipForward();
      case 'seekTo':
        return store.seek(intent.position);
      case 'previousChapter':
        return store.previousChapter();
      case 'nextChapter':
        return store.nextChapter();
      case undefined:
        return;
    }
  }
}
