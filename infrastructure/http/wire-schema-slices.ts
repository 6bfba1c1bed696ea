/**
 * The wire schemas the browser's adapters parse with, in the order the composition root evaluates them, one slice per
 * task: zod builds each schema when its module runs, and all at once they were one long task.
 */
export const WIRE_SCHEMA_SLICES: readonly (() => Promise<unknown>)[] = [
  // zod itself, brought in by the smallest schema.
  () => import('#contract/device.schema'),
  // The home screen's sections, with the product, cover and person schemas they nest.
  () => import('#contract/screen.schema'),
  () => Promise.all([import('#contract/cart.schema'), import('#contract/me.schema')]),
  // The audiobook page's: the audiobook with its chapters, reviews, licences and favourite flags.
  () =>
    Promise.all([
      import('#contract/audiobook.schema'),
      import('#contract/review.schema'),
      import('#contract/license-channels.schema'),
      import('#contract/product-relations.schema'),
    ]),
];
