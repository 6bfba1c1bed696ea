import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { CategoryRepository } from '../../db/repositories/category.repository';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { type MaintenanceSwitch, maintenanceMiddleware } from '../maintenance.middleware';
import { registerOpenApi } from '../openapi/openapi.route';
import { ApiRegistry } from './api-operation';
import { registerCategories } from './categories.route';
import { registerEntryPoint } from './entry-point.route';
import { marketMiddleware } from './market.middleware';

export interface ApiDeps {
  readonly categories: CategoryRepository;
  readonly maintenance: MaintenanceSwitch;
}

/** The API under `/{lang}/v2` (api-contract.md): every operation declared once, documented at `/docs`. */
export const apiRoutes = (deps: ApiDeps) => {
  const api = new Hono<AppEnv>({ strict: false });
  const registry = new ApiRegistry();
  api.use('*', marketMiddleware);
  api.use('*', maintenanceMiddleware(deps.maintenance));
  api.use('*', etag());
  registerEntryPoint(api, registry);
  registerCategories(api, registry, deps);
  registerOpenApi(api, registry);
  api.all('*', () => {
    throw new ApiError(404, 'NOT_FOUND', 'Not found');
  });
  return api;
};
