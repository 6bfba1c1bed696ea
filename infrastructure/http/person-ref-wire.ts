import type { PersonRef } from '#application/catalog/person-ref';
import type { PersonRefWire } from '#contract/person-ref.schema';

/** An author, narrator or publisher as a product credits them. */
export const toPersonRef = (wire: PersonRefWire): PersonRef => ({ id: wire.id, slug: wire.slug, name: wire.name });
