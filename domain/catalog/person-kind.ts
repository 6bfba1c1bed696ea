/** Spec §3: the people and companies a product credits (authors, lectors, publishers), each with a page of its own. */
export const PERSON_KINDS = ['author', 'lector', 'publisher'] as const;

export type PersonKind = (typeof PERSON_KINDS)[number];
