import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import type { FavouritesRepository } from '#application/ports/favourites-repository.port';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { NavigationPort } from '#application/ports/navigation.port';
import type { RecommendationRepository } from '#application/ports/recommendation-repository.port';
import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';
import type { ReviewRepository } from '#application/ports/review-repository.port';
import type { AnalyticsPort } from '#application/ports/analytics.port';
import type { CartRepository } from '#application/ports/cart-repository.port';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { CategoryProductsRepository } from '#application/ports/category-products-repository.port';
import type { CookieConsentRepository } from '#application/ports/cookie-consent-repository.port';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import type { PersonRepository } from '#application/ports/person-repository.port';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { SearchIndexPort } from '#application/ports/search-index.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';

/** Ports a test (or a script) may replace with its own implementation; everything else is wired as in production. */
export interface PortOverrides {
  readonly analytics?: AnalyticsPort;
  readonly cartRepository?: CartRepository;
  readonly catalogRepository?: CatalogRepository;
  readonly categoryProductsRepository?: CategoryProductsRepository;
  readonly cookieConsentRepository?: CookieConsentRepository;
  readonly favouritesCount?: FavouritesCountPort;
  readonly newsletterGateway?: NewsletterGateway;
  readonly personRepository?: PersonRepository;
  readonly searchConfig?: SearchConfigPort;
  readonly searchIndex?: SearchIndexPort;
  readonly sessionGateway?: SessionGateway;
  readonly screenRepository?: ScreenRepository;
  readonly audiobookRepository?: AudiobookRepository;
  readonly reviewRepository?: ReviewRepository;
  readonly recommendationRepository?: RecommendationRepository;
  readonly licenseChannelsRepository?: LicenseChannelsRepository;
  readonly favouritesRepository?: FavouritesRepository;
  readonly navigation?: NavigationPort;
  readonly redirectTargetStore?: RedirectTargetStore;
}
