import type { PersonProfile } from '#application/catalog/person';

let sequence = 0;

/** An author with sensible defaults (a short biography); override what the test cares about. */
export const aPerson = (overrides: Partial<PersonProfile> = {}): PersonProfile => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
    kind: 'author',
    slug: `person-${sequence}`,
    name: `Person ${sequence}`,
    description: 'Wrote novels.\n\nAnd stories.',
    descriptionHtml: '<p>Wrote novels.</p><p>And stories.</p>',
    ...overrides,
  };
};
