import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { CategoryRepository } from '../../db/repositories/category.repository';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { categoriesRoute } from './categories.route';
import { entryPointRoute } from './entry-point.route';
import { marketMiddleware } from './market.middleware';

export interface ApiDeps {
  readonly categories: CategoryRepository;
}

/** The API under `/{lang}/v2` (api-contract.md). */
export const apiRoutes = (deps: ApiDeps) => {
  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', marketMiddleware);
  api.use('*', etag());
  api.get('/', entryPointRoute);
  api.get('/categories', categoriesRoute(deps));
  api.all('*', () => {
    throw new ApiError(404, 'NOT_FOUND', 'Not found');
  });
  return api;
};
