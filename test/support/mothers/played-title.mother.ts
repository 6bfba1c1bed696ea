import type { PlayedTitle } from '#application/library/library-page';
import { aScreenProduct } from './screen.mother';

/** A title the listener played: by default ten minutes into an hour, yesterday. */
export const aPlayedTitle = (overrides: Partial<PlayedTitle> = {}): PlayedTitle => ({
  ...aScreenProduct(),
  positionMs: 600_000,
  durationMs: 3_600_000,
  playedAt: '2026-11-26T20:00:00.000Z',
  ...overrides,
});
