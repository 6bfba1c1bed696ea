import { categorySchema } from './category.schema';
import { halLinksSchema } from './hal.schema';
import { helpCategorySchema } from './help-center.schema';
import { productListItemSchema } from './product.schema';
import { z } from './zod';

/** The screens a market has (spec §7 `/me/screen`, `/visitor/{catalogId}/screen/...`). */
export const SCREEN_KEYS = ['home', 'catalog', 'search', 'web-paywall', 'help-center'] as const;
export type ScreenKeyWire = (typeof SCREEN_KEYS)[number];

/** Spec §3: one element of an item-sets section. */
export const sectionElementSchema = z.object({
  label: z.string().min(1),
  slug: z.string().min(1),
  deeplink: z.string().min(1),
});

const sectionCore = { id: z.uuid(), title: z.string().nullable() };

/** Its first products, its size, and a link to `/products-swimlanes/{id}` for the rest. */
export const swimlaneSectionSchema = z.object({
  ...sectionCore,
  type: z.literal('products-swimlane'),
  total: z.int().nonnegative(),
  _embedded: z.object({ 'app:product': z.array(productListItemSchema) }),
  _links: halLinksSchema.optional(),
});

export const itemSetsSectionSchema = z.object({
  ...sectionCore,
  type: z.literal('item-sets'),
  elements: z.array(sectionElementSchema),
});

export const categoryListSectionSchema = z.object({
  ...sectionCore,
  type: z.literal('category-list'),
  _embedded: z.object({ 'app:category': z.array(categorySchema) }),
});

/** Spec §3 "Screen sections": item-sets, category-list, or a products swimlane. */
export const sectionSchema = z.discriminatedUnion('type', [
  swimlaneSectionSchema,
  itemSetsSectionSchema,
  categoryListSectionSchema,
]);

/** A screen: its sections in order; the help centre's also carries its categories and questions. */
export const screenSchema = z.object({
  id: z.uuid(),
  key: z.enum(SCREEN_KEYS),
  title: z.string(),
  _embedded: z.object({
    'app:section': z.array(sectionSchema),
    'app:help-category': z.array(helpCategorySchema).optional(),
  }),
  _links: halLinksSchema.optional(),
});

export type SectionElementWire = z.infer<typeof sectionElementSchema>;
export type SectionWire = z.infer<typeof sectionSchema>;
export type ScreenWire = z.infer<typeof screenSchema>;
