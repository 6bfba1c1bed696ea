import type { MiddlewareHandler } from 'hono';
import type { MaintenanceSwitch } from '../settings/maintenance-switch.port';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-status';

/** Seconds a client should wait before trying again while the store is in maintenance. */
export const MAINTENANCE_RETRY_AFTER_S = 120;

/** Spec §4, §8: in maintenance every API request answers 503 (the storefront then shows `/{lang}/error/503`). */
export const maintenanceMiddleware =
  (maintenance: MaintenanceSwitch): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!(await maintenance.isOn())) return next();
    c.header('Cache-Control', 'no-store');
    return errorResponse(c, { code: 'MAINTENANCE', retryAfterSeconds: MAINTENANCE_RETRY_AFTER_S });
  };
