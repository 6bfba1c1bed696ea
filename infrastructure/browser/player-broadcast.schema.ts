import type { PlayerTabMessage } from '#application/player/playback-reporting';
import { z } from '#contract/zod';

/** The channel the players of one browser's tabs talk on (spec §4). */
export const PLAYER_CHANNEL_NAME = 'audiora.player';

/** Spec §4: another tab started playing. */
export const playerBroadcastSchema: z.ZodType<PlayerTabMessage> = z.object({ type: z.literal('playing') });
