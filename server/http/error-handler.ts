import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logging/logger';
import { notFound } from '../shared/server-error';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-status';
import { isAuthorizationFailure, logAuthorizationFailure } from './auth/authorization-failure-log';

/**
 * Turns any thrown error into a JSON body without a stack trace; unexpected ones are logged, and so are authorization
 * failures, as security events: every area and the site-root routes refuse by throwing, so this sees them all.
 */
export const errorHandler = (logger: Logger) => (error: Error, c: Context<AppEnv>) => {
  if (error instanceof ApiError) {
    if (isAuthorizationFailure(error)) logAuthorizationFailure(logger, c, error);
    return c.json(error.toBody(), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json({ message: error.message || 'Request failed', code: `HTTP_${status}` }, status);
  }
  logger.error('Unhandled error', {
    method: c.req.method,
    path: c.req.path,
    error: error.name,
    detail: error.message,
    stack: error.stack,
  });
  return c.json({ message: 'Internal server error', code: 'INTERNAL' }, 500);
};

export const notFoundHandler = (c: Context) => errorResponse(c, notFound());
