/** The identity area's tables (migration of the same name). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IdentityTables {}
