import { z } from './zod';

/** A HAL link. */
export const halLinkSchema = z.object({
  href: z.string(),
  templated: z.boolean().optional(),
  name: z.string().optional(),
});

/** HAL `_links`: `self`, the `curies` that define the `app:` prefix, and named relations. */
export const halLinksSchema = z.record(z.string(), z.union([halLinkSchema, z.array(halLinkSchema)]));

export type HalLinks = z.infer<typeof halLinksSchema>;

/** The `app:` curie every resource's links use. */
export const APP_CURIE = { name: 'app', href: '/docs/rels/{rel}', templated: true } as const;
