import { Hono } from 'hono';
import type { ServerModules } from '../../composition/server-modules';
import type { Logger } from '../../logging/logger';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { MaintenanceSwitch } from '../../settings/maintenance-switch.port';
import { maintenanceMiddleware } from '../maintenance.middleware';
import { registerOpenApi } from '../openapi/openapi.route';
import { ApiRegistry } from './api-operation';
import { registerAccountsArea } from './accounts/accounts.area';
import { registerAudiobooks } from './audiobooks.route';
import { CommandRegistry } from './command-registry';
import { registerCommerceArea } from './commerce/commerce.area';
import { registerIdentityArea } from './identity/identity.area';
import { registerLibraryArea } from './library/library.area';
import { registerMediaArea } from './media/media.area';
import { registerCategories } from './categories.route';
import { registerCategoryProducts } from './category-products.route';
import { registerCovers } from './covers.route';
import { registerCycles } from './cycles.route';
import { registerEntryPoint } from './entry-point.route';
import { registerHelpCenter } from './help-center.route';
import { registerLegalPages } from './legal.route';
import { csrfMiddleware } from '../auth/csrf.middleware';
import { jsonBodyMiddleware } from '../json-body.middleware';
import { viewerMiddleware } from '../auth/viewer.middleware';
import { marketMiddleware } from './market.middleware';
import { registerPeople } from './people.route';
import { registerPodcasts } from './podcasts.route';
import { registerProducts } from './products.route';
import { registerRecommendations } from './recommendations.route';
import { registerReviews } from './reviews.route';
import { registerScreens } from './screens.route';
import { registerSearchConfig, type SearchConfigDeps } from './search-config.route';
import { registerSearchSlug } from './search-slug.route';
import { registerSwimlanes } from './swimlanes.route';

export interface ApiDeps {
  /** Every area, built once by the composition root (`server/composition/`). */
  readonly modules: ServerModules;
  /** What `/visitor/{catalogId}/algolia` hands out. */
  readonly searchConfig: SearchConfigDeps;
  readonly maintenance: MaintenanceSwitch;
  readonly logger: Logger;
  readonly now: () => Date;
  /** The brand name (`/join-{product}-club`). */
  readonly product: string;
  /** Where areas put routes outside `/{lang}/v2` (mounted at the site root by the app). */
  readonly site: Hono<AppEnv>;
}

/** The API under `/{lang}/v2` (api-contract.md): every operation declared once, documented at `/docs`. */
export const apiRoutes = (deps: ApiDeps) => {
  const api = new Hono<AppEnv>({ strict: false });
  const registry = new ApiRegistry();
  const reads = deps.modules.catalogue;
  const { catalogue } = reads;
  api.use('*', marketMiddleware);
  api.use('*', maintenanceMiddleware(deps.maintenance));
  api.use('*', csrfMiddleware);
  // After the CSRF check, so a forged cross-site form post is still refused and logged as one.
  api.use('*', jsonBodyMiddleware);
  api.use('*', viewerMiddleware({ sessions: deps.modules.sessions, now: deps.now }));
  registerEntryPoint(api, registry);
  registerCategories(api, registry, reads);
  registerCategoryProducts(api, registry, { ...catalogue, categories: reads.categories });
  registerProducts(api, registry, catalogue);
  registerAudiobooks(api, registry, catalogue);
  registerCycles(api, registry, catalogue);
  registerPodcasts(api, registry, catalogue);
  registerPeople(api, registry, { people: reads.people, personProducts: catalogue.personProducts });
  registerReviews(api, registry, { reviews: reads.reviews, products: catalogue.products });
  registerSwimlanes(api, registry, catalogue);
  registerScreens(api, registry, { screens: catalogue.screens, helpCenter: reads.helpCenter });
  registerHelpCenter(api, registry, reads);
  registerLegalPages(api, registry, reads);
  registerRecommendations(api, registry, catalogue);
  registerSearchSlug(api, registry, catalogue);
  registerSearchConfig(api, registry, deps);
  registerCovers(api, registry, { covers: catalogue.covers, coverRasteriser: reads.coverRasteriser });
  const commands = new CommandRegistry();
  const { modules, site, logger, now, product } = deps;
  const area = { api, registry, commands, site, modules, logger, now, product };
  registerAccountsArea(area);
  registerIdentityArea(area);
  registerLibraryArea(area);
  registerMediaArea(area);
  registerCommerceArea(area);
  commands.mount(api, registry);
  registerOpenApi(api, registry);
  api.all('*', () => {
    throw apiErrorOf(notFound());
  });
  return api;
};
