import { describe, expect, it } from 'vitest';
import { MediaSessionSync } from '#application/player/media-session-sync';
import type { MediaSessionMetadata, MediaSessionPort } from '#application/ports/media-session.port';
import type { MediaPositionState, PlayerMediaSessionAction } from '#domain/playback/media-session-actions';
import { playerKit } from '#test/support/player-kit';

type ActionHandler = Parameters<MediaSessionPort['setActionHandler']>[0];

/** The system's media controls in memory: what they show, and a way to press their buttons. */
class RecordingMediaSession implements MediaSessionPort {
  metadata: MediaSessionMetadata | null = null;
  playbackState: 'none' | 'paused' | 'playing' = 'none';
  position: MediaPositionState | undefined;
  #onAction: ActionHandler = null;

  setMetadata(metadata: MediaSessionMetadata | null): void {
    this.metadata = metadata;
  }

  setPlaybackState(state: 'none' | 'paused' | 'playing'): void {
    this.playbackState = state;
  }

  setPositionState(state: MediaPositionState | undefined): void {
    this.position = state;
  }

  setActionHandler(onAction: ActionHandler): void {
    this.#onAction = onAction;
  }

  get handlesActions(): boolean {
    return this.#onAction !== null;
  }

  press(action: PlayerMediaSessionAction, details: { seekTime?: number | null } = {}): void {
    this.#onAction?.(action, details);
  }
}

const setup = async () => {
  const kit = playerKit();
  const session = new RecordingMediaSession();
  new MediaSessionSync({ store: kit.store, session });
  await kit.play();
  return { kit, session };
};

describe('MediaSessionSync', () => {
  it('shows the title, its authors and cover, playing, and the position in seconds', async () => {
    const { kit, session } = await setup();
    expect(session.metadata).toEqual({
      title: 'The Night Train',
      artist: 'Ada Example',
      artworkUrl: '/covers/book-1.jpg',
    });
    expect(session.playbackState).toBe('playing');
    kit.store.seek(90_000);
    expect(session.position).toEqual({ duration: 3_600, position: 90, playbackRate: 1 });
    kit.store.pause();
    expect(session.playbackState).toBe('paused');
  });

  it('acts on the system buttons: pause, seek back and to a time, next track as the next chapter, stop', async () => {
    const { kit, session } = await setup();
    session.press('pause');
    expect(kit.store.state.player.isPlaying).toBe(false);
    session.press('seekto', { seekTime: 100 });
    expect(kit.store.state.player.position).toBe(100_000);
    session.press('seekbackward');
    expect(kit.store.state.player.position).toBe(85_000);
    session.press('play');
    expect(kit.store.state.player.isPlaying).toBe(true);
    session.press('stop');
    expect(kit.store.state.title).toBeNull();
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect(session.handlesActions).toBe(false);
  });
});
