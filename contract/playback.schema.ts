import { timestampSchema } from './product.schema';
import { z } from './zod';

/** Spec §3: the only device name the web player reports its position under. */
export const WEB_PLAYER_DEVICE = 'Web Player';

const epochSeconds = z.int().min(0).max(4_102_444_800);

/** StartPlayback: the viewer's device becomes the account's active player and the title goes on top of recently played. */
export const startPlaybackPayloadSchema = z.object({ audiobook_id: z.uuid() });

/**
 * SavePlaybackProgress: a position in milliseconds (0..duration). `saved_at`, when sent, is the client's time of the
 * save: a save made earlier than the stored one is ignored, so a late retry cannot move the position back.
 */
export const savePlaybackProgressPayloadSchema = z.object({
  audiobook_id: z.uuid(),
  device: z.literal(WEB_PLAYER_DEVICE),
  position: z.int().min(0),
  saved_at: timestampSchema.optional(),
});

/** SavePlaybackTime: a span of real listening in seconds since the epoch (spec §7). */
export const savePlaybackTimePayloadSchema = z.object({
  audiobook_id: z.uuid(),
  media_id: z.string().min(1).max(64),
  started_at: epochSeconds,
  stopped_at: epochSeconds,
});

/** SavePlaybackTime's answer: whether the span counted (spans under 5 s are ignored, spec §5). */
export const playbackTimeResultSchema = z.object({ recorded: z.boolean(), seconds: z.int().nonnegative() });

/** RequestAudiobookDownload. */
export const downloadPayloadSchema = z.object({ audiobook_id: z.uuid() });

/** Where the owned audiobook's download is served from. */
export const downloadSchema = z.object({ url: z.string().min(1) });

/** `GET /me/playback-progress/{id}`: position 0 and `updated_at` null until a position is saved. */
export const playbackProgressSchema = z.object({
  audiobook_id: z.uuid(),
  position: z.int().nonnegative(),
  updated_at: timestampSchema.nullable(),
  /** The device that saved the position and its name ("Firefox on Linux"); null when none saved it or it is unknown. */
  device_id: z.string().nullable(),
  device_name: z.string().nullable(),
});

/** `GET /me/playback-check/{audiobookId}?device_id=` (spec §3 "Stop-playback check response"). */
export const playbackCheckSchema = z.object({
  stop_playback: z.boolean(),
  audiobook_name: z.string(),
});

export type StartPlaybackPayload = z.infer<typeof startPlaybackPayloadSchema>;
export type SavePlaybackProgressPayload = z.infer<typeof savePlaybackProgressPayloadSchema>;
export type SavePlaybackTimePayload = z.infer<typeof savePlaybackTimePayloadSchema>;
export type PlaybackProgressWire = z.infer<typeof playbackProgressSchema>;
export type PlaybackCheckWire = z.infer<typeof playbackCheckSchema>;
