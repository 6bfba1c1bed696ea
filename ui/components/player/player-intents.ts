/** What the listener can ask of the player from its controls. */
export interface PlayerIntents {
  readonly togglePlay: () => void;
  readonly seek: (positionMs: number) => void;
  readonly skip: (deltaMs: number) => void;
  readonly previousChapter: () => void;
  readonly nextChapter: () => void;
  readonly setRate: (rate: number) => void;
  readonly setVolume: (volume: number) => void;
  readonly setMuted: (muted: boolean) => void;
  readonly close: () => void;
  readonly retry: () => void;
}

/** Issue "The web player": skip back 15 s and forward 30 s by default. */
export const SKIP_MS = { back: 15_000, forward: 30_000 } as const;

/** Speeds from 0.5x to 3.0x in 0.05 steps, as the speed control offers them. */
export const RATE_STEPS: readonly number[] = Array.from({ length: 51 }, (_, index) => (50 + index * 5) / 100);
