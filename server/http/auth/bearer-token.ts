const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The token of a well-formed `Authorization: Bearer` header, or undefined. Only such a header names the viewer and
 * spares a write the same-origin check; any other `Authorization` value counts as absent.
 */
export const bearerTokenOf = (authorization: string | undefined): string | undefined =>
  BEARER.exec(authorization ?? '')?.[1];
