import { halLinksSchema } from './hal.schema';
import { z } from './zod';

/** `GET /{lang}/v2/`: the market the API serves and links to its main resources. */
export const entryPointSchema = z.object({
  catalog_id: z.uuid(),
  currency: z.string().length(3),
  locale: z.string(),
  _links: halLinksSchema,
});

export type EntryPointWire = z.infer<typeof entryPointSchema>;
