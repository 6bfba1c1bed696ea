import { timestampSchema } from './product.schema';
import { z } from './zod';

/**
 * `GET /me/player` (spec §3 "Saved player session", kept by the server): the viewer's most recently saved position
 * across the market's audiobooks, and the device that saved it, so another device can offer to resume it.
 */
export const playerSessionSchema = z.object({
  audiobook_id: z.uuid(),
  catalog_id: z.uuid(),
  /** Milliseconds from the start. */
  position: z.int().nonnegative(),
  /** When the server stored the position. */
  updated_at: timestampSchema,
  /** Null for a position saved before the server kept devices with positions. */
  device_id: z.string().nullable(),
  /** The device's name in the account's devices ("Firefox on Linux"); null when unknown. */
  device_name: z.string().nullable(),
});

export type PlayerSessionWire = z.infer<typeof playerSessionSchema>;
