import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '#application/player/player.store';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { INITIAL_PLAYER_STATE } from '#domain/playback/player.reducer';
import { DEFAULT_PLAYER_SETTINGS } from '#domain/playback/player-settings';
import { DEFAULT_SKIP_INTERVALS } from '#domain/playback/skip-intervals';
import type { PlayerIntents } from '#ui/components/player/player-intents';
import { PlayerControls } from '#ui/components/player/PlayerControls';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createTestTranslator, renderWithI18n } from '#test/support/i18n-test';

const nothing = () => undefined;
const INTENTS: PlayerIntents = {
  togglePlay: nothing,
  seek: nothing,
  skipBack: nothing,
  skipForward: nothing,
  setSkipIntervals: nothing,
  resumeFrom: nothing,
  previousChapter: nothing,
  nextChapter: nothing,
  setRate: nothing,
  setVolume: nothing,
  setMuted: nothing,
  close: nothing,
  retry: nothing,
};

const viewAt = (position: number, skip = DEFAULT_SKIP_INTERVALS): PlayerView => ({
  player: { ...INITIAL_PLAYER_STATE, status: 'ready', position: positionMs(position), duration: positionMs(600_000) },
  title: {
    audiobookId: 'book-1' as AudiobookId,
    mediaId: 'media-1' as MediaId,
    name: 'The Night Train',
    authors: ['Ada Example'],
    coverUrl: null,
    chapters: [
      { title: 'Departure', startMs: positionMs(0) },
      { title: 'The Border', startMs: positionMs(300_000) },
    ],
  },
  settings: DEFAULT_PLAYER_SETTINGS,
  skip,
  resumeOffer: null,
  failureKind: null,
});

describe('PlayerControls', () => {
  it('announces a chapter as it begins, and nothing new while it plays on', () => {
    const translator = createTestTranslator();
    const at = (position: number) => (
      <TranslatorProvider translator={translator}>
        <PlayerControls view={viewAt(position)} intents={INTENTS} />
      </TranslatorProvider>
    );
    const { rerender } = render(at(10_000));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Now playing chapter 1: Departure');
    rerender(at(11_000));
    expect(status.textContent).toBe('Now playing chapter 1: Departure');
    rerender(at(300_500));
    expect(status.textContent).toBe('Now playing chapter 2: The Border');
  });

  it('names the skip buttons by the listener’s lengths', () => {
    renderWithI18n(<PlayerControls view={viewAt(0, { backMs: 10_000, forwardMs: 60_000 })} intents={INTENTS} />);
    expect(screen.getByRole('button', { name: 'Back 10 seconds' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forward 60 seconds' })).toBeTruthy();
  });
});
