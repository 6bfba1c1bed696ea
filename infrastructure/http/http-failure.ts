import { HTTPError, TimeoutError } from 'ky';

/** True for the failures a remote call can be expected to have: an HTTP error status, a timeout, or no network. */
export const isHttpFailure = (error: unknown): error is Error =>
  error instanceof HTTPError || error instanceof TimeoutError || error instanceof TypeError;

export const isMaintenance = (error: unknown): boolean => error instanceof HTTPError && error.response.status === 503;
