import { z } from './zod';

/** A stream in one format: its manifest, and where its licence is asked for when it is encrypted. */
export const mediaStreamSchema = z.object({
  url: z.string().min(1),
  /** Only for an encrypted stream: the ClearKey licence endpoint (on the API, whatever serves the media). */
  license_url: z.string().min(1).optional(),
});

/**
 * `GET /catalogs/{catalogId}/audiobooks/{id}/media[?samples=true]` (api-contract "media"): the full title for an
 * entitled listener, or the clear sample for anyone. `key_id` (the MPD's `cenc:default_KID`, as a UUID) and the
 * licence URLs only when the stream is encrypted. `GET /catalogs/{catalogId}/podcasts/{podcastId}/episodes/{id}/media`
 * answers an episode in the same shape: clear, without a sample (`sample_url` is `""`).
 */
export const streamMediaSchema = z.object({
  /** The recording played, as SavePlaybackTime's `media_id` names it. */
  id: z.string().min(1),
  key_id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    .optional(),
  /** The DASH manifest of what is answered (the same as `dash.url`). */
  url: z.string().min(1),
  /** The clear sample's DASH manifest; `""` when the title has none. */
  sample_url: z.string(),
  table_of_contents: z.array(z.object({ title: z.string(), start_ms: z.int().nonnegative() })),
  dash: mediaStreamSchema,
  hls: mediaStreamSchema,
});

/** `?samples=true` asks for the clear sample. */
export const streamMediaQuerySchema = z.object({ samples: z.enum(['true', 'false']).optional() });

/** 16 bytes in base64url without padding, as the W3C ClearKey format writes key ids and keys. */
const base64url16 = z.string().regex(/^[A-Za-z0-9_-]{21}[AQgw]$/);

/** The W3C ClearKey licence request a CDM sends (EME §9.1.3). */
export const clearKeyRequestSchema = z.object({
  kids: z.array(base64url16).min(1).max(8),
  type: z.literal('temporary'),
});

/** The W3C ClearKey licence: a JSON Web Key set of the requested keys. */
export const clearKeyLicenseSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('oct'), kid: base64url16, k: base64url16 })),
  type: z.literal('temporary'),
});

export type StreamMediaWire = z.infer<typeof streamMediaSchema>;
export type ClearKeyLicenseWire = z.infer<typeof clearKeyLicenseSchema>;
