import { HTTPError, TimeoutError } from 'ky';

/**
 * True for the failures a remote call can be expected to have: an error status, a timeout,
 * no network (fetch rejects with TypeError) or a body that is not JSON (SyntaxError).
 */
export const isRemoteFailure = (error: unknown): error is Error =>
  error instanceof HTTPError ||
  error instanceof TimeoutError ||
  error instanceof TypeError ||
  error instanceof SyntaxError;

export const isMaintenance = (error: unknown): boolean => error instanceof HTTPError && error.response.status === 503;

/** A 404: the API has no such resource in this market. */
export const isNotFound = (error: unknown): boolean => error instanceof HTTPError && error.response.status === 404;
