import { z } from './zod';

/** The largest cover width a client may ask for, in CSS pixels. */
export const MAX_COVER_WIDTH = 4096;

/** `?w=<px>` of an `image_url` (api-contract "Images"): a whole number of pixels, 1 to 4096. */
export const coverQuerySchema = z.object({
  w: z
    .string()
    .regex(/^[0-9]{1,5}$/)
    .transform(Number)
    .pipe(z.int().min(1).max(MAX_COVER_WIDTH))
    .optional(),
});

export type CoverQuery = z.infer<typeof coverQuerySchema>;
