/**
 * Spec §2 (`cycle` with ids such as `zapowiedzi`, `cykle-audiobookow`): the store's named collections, under the same
 * slug in every market, as short links name them: its announcements (the newest titles) and the list of its series.
 * They are shelves the store keeps, not cycles a title belongs to.
 */
export const NAMED_CYCLES = { announcements: 'zapowiedzi', series: 'cykle-audiobookow' } as const;

export type NamedCycle = keyof typeof NAMED_CYCLES;

/** Every named collection's slug. */
export const NAMED_CYCLE_SLUGS: readonly string[] = Object.values(NAMED_CYCLES);
