import { Container } from 'inversify';
import { createKyHttpClient } from '../http/ky-http-client';
import { accountDialogsModule } from './account-dialogs.module';
import { apiLocale, goToServiceUnavailablePage, inBrowser } from './browser-context';
import { analyticsModule } from './analytics.module';
import { audiobookModule } from './audiobook.module';
import { cartModule } from './cart.module';
import { checkoutModule } from './checkout.module';
import { cyclesAndPodcastsModule } from './cycles-and-podcasts.module';
import { catalogModule } from './catalog.module';
import { cataloguePagesModule } from './catalogue-pages.module';
import type { ContainerConfig } from './container-config';
import { playerModule } from './player.module';
import { bookmarksModule } from './bookmarks.module';
import { reviewsModule } from './reviews.module';
import { favouritesModule } from './favourites.module';
import { libraryModule } from './library.module';
import { helpAndLegalModule } from './help-and-legal.module';
import { homeModule } from './home.module';
import { accountModule } from './account.module';
import { listeningModule } from './listening.module';
import { clubMembershipModule } from './club-membership.module';
import { purchaseTrackingModule } from './purchase-tracking.module';
import type { PortOverrides } from './port-overrides';
import { searchModule } from './search.module';
import { sessionModule } from './session.module';
import { passwordResetModule } from './password-reset.module';
import { deviceSignInModule } from './device-sign-in.module';
import { signInModule } from './sign-in.module';
import { telemetryModule } from './telemetry.module';
import { type ServiceContainer, TOKENS } from './tokens';
import { toastModule } from './toast.module';

/**
 * The composition root: one container per entry point (browser, SSR request, script, test).
 * Services are singletons within their container, so an SSR container lives exactly one request.
 */
export const createContainer = (config: ContainerConfig, overrides: PortOverrides = {}): ServiceContainer => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.HttpClient).toResolvedValue(
    (c: ContainerConfig) => {
      const session = c.scriptSession;
      if (session)
        return createKyHttpClient({ ...c, bearer: () => session.tokens()?.accessToken, sendUserAgent: true });
      return createKyHttpClient(inBrowser() ? { ...c, onServiceUnavailable: goToServiceUnavailablePage } : c);
    },
    [TOKENS.Config],
  );
  container.bind(TOKENS.ApiLocale).toResolvedValue(apiLocale, [TOKENS.Config]);
  container.load(telemetryModule(overrides));
  container.load(analyticsModule(overrides));
  container.load(catalogModule(overrides));
  container.load(homeModule());
  container.load(cataloguePagesModule(overrides));
  container.load(cyclesAndPodcastsModule(overrides));
  container.load(helpAndLegalModule(overrides));
  container.load(sessionModule(overrides));
  container.load(signInModule(overrides));
  container.load(passwordResetModule(overrides));
  container.load(deviceSignInModule(overrides));
  container.load(searchModule(overrides));
  container.load(toastModule());
  container.load(cartModule(overrides));
  container.load(checkoutModule(overrides));
  container.load(accountDialogsModule(overrides));
  container.load(audiobookModule(overrides));
  container.load(favouritesModule(overrides));
  container.load(libraryModule(overrides));
  container.load(playerModule(overrides));
  container.load(bookmarksModule(overrides));
  container.load(reviewsModule(overrides));
  container.load(listeningModule(overrides));
  container.load(clubMembershipModule(overrides));
  container.load(accountModule(overrides));
  container.load(purchaseTrackingModule(overrides));
  return container;
};
