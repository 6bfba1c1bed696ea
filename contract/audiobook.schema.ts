import { audiobookProductSchema, cycleMembershipSchema } from './product.schema';
import { categorySchema } from './category.schema';
import { personRefSchema } from './person-ref.schema';
import { z } from './zod';

/** A chapter of an audiobook: its title and where it starts and how long it lasts, in milliseconds. */
export const chapterSchema = z.object({
  title: z.string().min(1),
  start_ms: z.int().nonnegative(),
  duration_ms: z.int().positive(),
});

/** `GET /audiobooks/{id}` (spec §3 Audiobook, api-contract "Resources"): the audiobook with its chapters. */
export const audiobookSchema = audiobookProductSchema.extend({
  _embedded: z.object({
    'app:author': z.array(personRefSchema),
    'app:lector': z.array(personRefSchema),
    'app:publisher': z.array(personRefSchema),
    'app:category': z.array(categorySchema),
    'app:cycle': z.array(cycleMembershipSchema),
    'app:chapter': z.array(chapterSchema),
  }),
});

export type ChapterWire = z.infer<typeof chapterSchema>;
export type AudiobookWire = z.infer<typeof audiobookSchema>;
