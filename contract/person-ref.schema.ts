import { halLinksSchema } from './hal.schema';
import { z } from './zod';

/** An author, lector or publisher as a product credits it (`_embedded["app:author"]` and the like). */
export const personRefSchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  name: z.string().min(1),
  _links: halLinksSchema.optional(),
});

export type PersonRefWire = z.infer<typeof personRefSchema>;
