import type { AnalyticsPort } from '#application/ports/analytics.port';
import type { CartRepository } from '#application/ports/cart-repository.port';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { CookieConsentRepository } from '#application/ports/cookie-consent-repository.port';
import type { CycleRepository } from '#application/ports/cycle-repository.port';
import type { ErrorReporterPort } from '#application/ports/error-reporter.port';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import type { HelpCenterRepository } from '#application/ports/help-center-repository.port';
import type { LegalPageRepository } from '#application/ports/legal-page-repository.port';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import type { PodcastRepository } from '#application/ports/podcast-repository.port';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { SearchIndexPort } from '#application/ports/search-index.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';

/** Ports a test (or a script) may replace with its own implementation; everything else is wired as in production. */
export interface PortOverrides {
  readonly analytics?: AnalyticsPort;
  readonly cartRepository?: CartRepository;
  readonly catalogRepository?: CatalogRepository;
  readonly cookieConsentRepository?: CookieConsentRepository;
  readonly cycleRepository?: CycleRepository;
  readonly errorReporter?: ErrorReporterPort;
  readonly favouritesCount?: FavouritesCountPort;
  readonly helpCenterRepository?: HelpCenterRepository;
  readonly legalPageRepository?: LegalPageRepository;
  readonly newsletterGateway?: NewsletterGateway;
  readonly podcastRepository?: PodcastRepository;
  readonly searchConfig?: SearchConfigPort;
  readonly searchIndex?: SearchIndexPort;
  readonly sessionGateway?: SessionGateway;
  readonly screenRepository?: ScreenRepository;
}
