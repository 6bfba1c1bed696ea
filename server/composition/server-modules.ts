import type { SessionStore } from '../accounts/session/session-store.port';
import { createMail, type Mail } from '../mail/create-mail-sender';
import { type AccountsModule, createAccountsModule } from './accounts.module';
import { type CatalogueModule, createCatalogueModule } from './catalogue.module';
import { type CommerceModule, createCommerceModule } from './commerce.module';
import { createIdentityModule, type IdentityModule } from './identity.module';
import { createLibraryModule, type LibraryModule } from './library.module';
import { createMediaModule, type MediaModule } from './media.module';
import type { ServerServices } from './server-services';

/** Every area of one server process, built once: what the HTTP layer registers its routes over. */
export interface ServerModules {
  readonly catalogue: CatalogueModule;
  readonly accounts: AccountsModule;
  readonly identity: IdentityModule;
  readonly library: LibraryModule;
  readonly media: MediaModule;
  readonly commerce: CommerceModule;
  /** Who a request's token belongs to, for the viewer middleware. */
  readonly sessions: SessionStore;
  /** Outgoing mail (SMTP, or the development outbox), one sender for every area. */
  readonly mail: Mail;
}

/** The server's composition root: the one place adapters meet the use cases that take them as ports. */
export const createServerModules = (services: ServerServices): ServerModules => {
  const mail = createMail({ config: services.accounts, db: services.db, now: services.now });
  const identity = createIdentityModule(services, mail);
  const media = createMediaModule(services);
  return {
    catalogue: createCatalogueModule(services.db),
    accounts: createAccountsModule({ ...services, verificationMail: identity.verificationMail }),
    identity,
    library: createLibraryModule({
      ...services,
      audiobookDownloads: services.audiobookDownloads ?? media.downloads,
    }),
    media,
    commerce: createCommerceModule({
      db: services.db,
      now: services.now,
      logger: services.logger,
      product: services.product,
      mail: mail.sender,
      developmentStandIns: services.accounts.developmentStandIns,
    }),
    sessions: services.sessions,
    mail,
  };
};
