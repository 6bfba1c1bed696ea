import { halLinksSchema } from './hal.schema';
import { z } from './zod';

/** A help-centre question as its category lists it. */
export const helpQuestionRefSchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  title: z.string().min(1),
  _links: halLinksSchema.optional(),
});

/** A help-centre category with its questions, in order (spec §2 /help-center/[categoryId]). */
export const helpCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  title: z.string().min(1),
  _embedded: z.object({ 'app:help-question': z.array(helpQuestionRefSchema) }),
  _links: halLinksSchema.optional(),
});

/** `GET /help-center/questions/{id}`: one answer, as plain text and as HTML paragraphs. */
export const helpQuestionSchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  title: z.string().min(1),
  category_id: z.uuid(),
  body: z.string(),
  body_html: z.string(),
  _links: halLinksSchema.optional(),
});

export type HelpCategoryWire = z.infer<typeof helpCategorySchema>;
export type HelpQuestionWire = z.infer<typeof helpQuestionSchema>;
