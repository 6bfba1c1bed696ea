import type { PersonKind } from '#domain/catalog/person-kind';
import { Hono } from 'hono';
import type { CatalogueQueries } from '../../catalogue/queries/catalogue-queries';
import type { CategoryRepository } from '../../catalogue/category-repository.port';
import type { HelpCenterRepository } from '../../catalogue/help-center-repository.port';
import type { LegalPageRepository } from '../../catalogue/legal-page-repository.port';
import type { PersonRepository } from '../../catalogue/person-repository.port';
import type { ReviewRepository } from '../../catalogue/review-repository.port';
import { createMail } from '../../mail/create-mail-sender';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { MaintenanceSwitch } from '../../settings/maintenance-switch.port';
import { maintenanceMiddleware } from '../maintenance.middleware';
import { registerOpenApi } from '../openapi/openapi.route';
import { ApiRegistry } from './api-operation';
import { registerAccountsArea } from './accounts/accounts.area';
import type { ServerServices } from './area-context';
import { registerAudiobooks } from './audiobooks.route';
import { CommandRegistry } from './command-registry';
import { registerCommerceArea } from './commerce/commerce.area';
import { registerIdentityArea } from './identity/identity.area';
import { registerLibraryArea } from './library/library.area';
import { registerCategories } from './categories.route';
import { registerCategoryProducts } from './category-products.route';
import { registerCovers } from './covers.route';
import { registerCycles } from './cycles.route';
import { registerEntryPoint } from './entry-point.route';
import { registerHelpCenter } from './help-center.route';
import { registerLegalPages } from './legal.route';
import { csrfMiddleware } from '../auth/csrf.middleware';
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
  readonly categories: CategoryRepository;
  /** Authors, lectors and publishers, one repository a kind. */
  readonly people: Readonly<Record<PersonKind, PersonRepository>>;
  readonly reviews: ReviewRepository;
  readonly helpCenter: HelpCenterRepository;
  readonly legalPages: LegalPageRepository;
  /** The product reads: cards, sorted collections, product pages, screens, recommendations, covers. */
  readonly catalogue: CatalogueQueries;
  /** What `/visitor/{catalogId}/algolia` hands out. */
  readonly searchConfig: SearchConfigDeps;
  readonly maintenance: MaintenanceSwitch;
  /** What the signed-in areas are built from. */
  readonly services: ServerServices;
  /** Where areas put routes outside `/{lang}/v2` (mounted at the site root by the app). */
  readonly site: Hono<AppEnv>;
}

/** The API under `/{lang}/v2` (api-contract.md): every operation declared once, documented at `/docs`. */
export const apiRoutes = (deps: ApiDeps) => {
  const api = new Hono<AppEnv>({ strict: false });
  const registry = new ApiRegistry();
  const { catalogue } = deps;
  api.use('*', marketMiddleware);
  api.use('*', maintenanceMiddleware(deps.maintenance));
  api.use('*', csrfMiddleware);
  api.use('*', viewerMiddleware(deps.services));
  registerEntryPoint(api, registry);
  registerCategories(api, registry, deps);
  registerCategoryProducts(api, registry, { ...catalogue, categories: deps.categories });
  registerProducts(api, registry, catalogue);
  registerAudiobooks(api, registry, catalogue);
  registerCycles(api, registry, catalogue);
  registerPodcasts(api, registry, catalogue);
  registerPeople(api, registry, { people: deps.people, personProducts: catalogue.personProducts });
  registerReviews(api, registry, { reviews: deps.reviews, products: catalogue.products });
  registerSwimlanes(api, registry, catalogue);
  registerScreens(api, registry, { screens: catalogue.screens, helpCenter: deps.helpCenter });
  registerHelpCenter(api, registry, deps);
  registerLegalPages(api, registry, deps);
  registerRecommendations(api, registry, catalogue);
  registerSearchSlug(api, registry, catalogue);
  registerSearchConfig(api, registry, deps);
  registerCovers(api, registry, catalogue);
  const commands = new CommandRegistry();
  const { services } = deps;
  const mail = createMail({ config: services.accounts, db: services.db, now: services.now });
  const area = { api, registry, commands, site: deps.site, services, mail };
  registerAccountsArea(area);
  registerIdentityArea(area);
  registerLibraryArea(area);
  registerCommerceArea(area);
  commands.mount(api, registry);
  registerOpenApi(api, registry);
  api.all('*', () => {
    throw apiErrorOf(notFound());
  });
  return api;
};
