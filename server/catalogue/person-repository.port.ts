/** An author, a lector (narrator) or a publisher, as one catalogue writes them. */
export interface PersonRecord {
  readonly id: string;
  readonly catalogId: string;
  readonly slug: string;
  readonly name: string;
  /** A short biography or profile. */
  readonly description: string;
}

/** The three tables of people, each with the same shape. */
export const PEOPLE_TABLES = ['authors', 'lectors', 'publishers'] as const;
export type PeopleTableName = (typeof PEOPLE_TABLES)[number];

/** One kind of people of a catalogue (api-contract `/authors/{id}`, `/authors/slug/{slug}`, `/lectors/slug/…`, …). */
export interface PersonRepository {
  findById(catalogId: string, id: string): Promise<PersonRecord | null>;
  findBySlug(catalogId: string, slug: string): Promise<PersonRecord | null>;
}
