/** Spec §3: the player settings kept in local storage. */
export interface PlayerSettings {
  readonly playbackRate: number;
  readonly volume: number;
  readonly isMuted: boolean;
}

/** Spec §9: playback rate 1, volume 1, not muted. */
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = { playbackRate: 1, volume: 1, isMuted: false };

/** The playback rates the player offers a listener (our choice: the spec gives only the default). */
export const PLAYBACK_RATE_RANGE = { min: 0.5, max: 3 } as const;

/** Volume is a fraction of full loudness. */
export const VOLUME_RANGE = { min: 0, max: 1 } as const;

const clampOr = (value: unknown, range: { readonly min: number; readonly max: number }, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, range.min), range.max) : fallback;

/**
 * Spec §3 and §9: stored settings made safe to apply. Anything missing or not a finite number (or boolean) takes
 * the default; a rate outside 0.5-3 or a volume outside 0-1 is clamped to the nearest bound, since the listener
 * chose that side.
 */
export const normalisePlayerSettings = (stored: {
  readonly playbackRate?: unknown;
  readonly volume?: unknown;
  readonly isMuted?: unknown;
}): PlayerSettings => ({
  playbackRate: clampOr(stored.playbackRate, PLAYBACK_RATE_RANGE, DEFAULT_PLAYER_SETTINGS.playbackRate),
  volume: clampOr(stored.volume, VOLUME_RANGE, DEFAULT_PLAYER_SETTINGS.volume),
  isMuted: typeof stored.isMuted === 'boolean' ? stored.isMuted : DEFAULT_PLAYER_SETTINGS.isMuted,
});

/** Spec §3: whether stored settings can be applied as they are. */
export const isValidPlayerSettings = (settings: PlayerSettings): boolean => {
  const normalised = normalisePlayerSettings(settings);
  return (
    normalised.playbackRate === settings.playbackRate &&
    normalised.volume === settings.volume &&
    normalised.isMuted === settings.isMuted
  );
};
