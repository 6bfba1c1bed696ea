import { z } from '#contract/zod';

/** Local-storage keys of the player (spec §3). */
export const PLAYER_STORAGE_KEYS = {
  settings: 'audiora.player.settings',
  session: 'audiora.player.session',
  rates: 'audiora.player.rates',
  positions: 'audiora.player.positions',
  skip: 'audiora.player.skip',
} as const;

/** The stored settings: any field may be missing or wrong; `normalisePlayerSettings` repairs them. */
export const storedPlayerSettingsSchema = z.object({
  playbackRate: z.unknown().optional(),
  volume: z.unknown().optional(),
  isMuted: z.unknown().optional(),
});

/** Spec §3 saved player session, as stored; anything else is not restored. */
export const storedPlayerSessionSchema = z.object({
  audiobookId: z.string().min(1).max(64),
  catalogId: z.string().min(1).max(64),
  playbackProgress: z.number().finite().min(0),
  autoPlay: z.boolean(),
  episode: z
    .object({
      podcastId: z.string().min(1).max(64),
      name: z.string().max(500),
      authors: z.array(z.string().max(200)).max(20),
      coverUrl: z.string().max(2000).nullable(),
    })
    .optional(),
});
