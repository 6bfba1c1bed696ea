import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../../accounts/password/password-hasher';
import type { KyselySessionStore } from '../../accounts/session/kysely-session-store';
import type { AccountsConfig } from '../../config';
import type { CatalogueQueries } from '../../catalogue/queries/catalogue-queries';
import type { DatabaseSchema } from '../../db/schema';
import type { AudiobookDownloads } from '../../library/audiobook-downloads.port';
import type { Logger } from '../../logging/logger';
import type { Mail } from '../../mail/create-mail-sender';
import type { SearchIndexWriter } from '../../search/indexing/search-index-writer.port';
import type { SearchService } from '../../search/search-service';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import type { CommandRegistry } from './command-registry';

/** What the signed-in areas of the server (accounts, identity, library, commerce) are built from. */
export interface ServerServices {
  readonly db: Kysely<DatabaseSchema>;
  readonly logger: Logger;
  /** The clock; tests move it to expire tokens and limits. */
  readonly now: () => Date;
  readonly sessions: KyselySessionStore;
  readonly catalogue: CatalogueQueries;
  /** The markets' search indexes, kept in step with catalogue writes (ratings). */
  readonly search: SearchService;
  readonly accounts: AccountsConfig;
  /** The brand name (`/join-{product}-club`, `/success/{product}-club`). */
  readonly product: string;
  /** Hashes and checks passwords (sign-up, sign-in, password reset): argon2id with OWASP's parameters. */
  readonly passwordHasher: PasswordHasher;
  /** A hosted search index (Algolia, admin key) kept in step with catalogue writes besides `search`; none unless given. */
  readonly hostedSearchIndex?: SearchIndexWriter;
  /** Where bought audiobooks are downloaded from; until media are produced there are none (`MEDIA_NOT_READY`). */
  readonly audiobookDownloads?: AudiobookDownloads;
}

/** Where an area registers its routes: the API under `/{lang}/v2`, its commands, and pages at the site root. */
export interface ApiAreaContext {
  readonly api: Hono<AppEnv>;
  readonly registry: ApiRegistry;
  readonly commands: CommandRegistry;
  /** Routes outside `/{lang}/v2`: development pages (`/dev/*`) and the legacy cart host paths (spec §7). */
  readonly site: Hono<AppEnv>;
  readonly services: ServerServices;
  /** Outgoing mail (SMTP, or the development outbox), one sender for every area. */
  readonly mail: Mail;
}
