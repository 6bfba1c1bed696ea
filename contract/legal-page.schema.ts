import { halLinksSchema } from './hal.schema';
import { timestampSchema } from './product.schema';
import { z } from './zod';

/** Spec §2 legal pages, by the path the storefront uses. */
export const LEGAL_PAGES = ['privacy-policy', 'copyright-notice', 'review-terms'] as const;

/** `GET /legal/{page}`: the market's text of a legal page, as plain text and as HTML paragraphs. */
export const legalPageSchema = z.object({
  kind: z.enum(LEGAL_PAGES),
  title: z.string().min(1),
  body: z.string(),
  body_html: z.string(),
  updated_at: timestampSchema,
  _links: halLinksSchema.optional(),
});

export type LegalPageWire = z.infer<typeof legalPageSchema>;
