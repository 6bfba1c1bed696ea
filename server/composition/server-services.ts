import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../accounts/password/password-hasher';
import type { SessionStore } from '../accounts/session/session-store.port';
import type { AccountsConfig } from '../config';
import type { DatabaseSchema } from '../db/schema';
import type { AudiobookDownloads } from '../library/audiobook-downloads.port';
import type { Logger } from '../logging/logger';
import type { ContentKeys } from '../media/content-keys.port';
import type { CatalogueChanges } from '../search/indexing/catalogue-changes.port';
import type { SearchIndexWriter } from '../search/indexing/search-index-writer.port';
import type { SearchService } from '../search/search-service';
import type { MediaConfig } from './media.module';
import type { StandInSecrets } from './stand-in-secrets';

/** What the server's areas are built from; only the composition sees the database, routes see use cases. */
export interface ServerServices {
  readonly db: Kysely<DatabaseSchema>;
  readonly logger: Logger;
  /** The clock; tests move it to expire tokens and limits. */
  readonly now: () => Date;
  readonly sessions: SessionStore;
  /** The markets' search indexes, kept in step with catalogue writes (ratings). */
  readonly search: SearchService;
  readonly accounts: AccountsConfig;
  /** The brand name (`/join-{product}-club`, `/success/{product}-club`). */
  readonly product: string;
  /** Hashes and checks passwords (sign-up, sign-in, password reset): argon2id with OWASP's parameters. */
  readonly passwordHasher: PasswordHasher;
  /** A hosted search index (Algolia, admin key) kept in step with catalogue writes besides `search`; none unless given. */
  readonly hostedSearchIndex?: SearchIndexWriter;
  /** The media: its files and where browsers fetch the public tree from. */
  readonly media: MediaConfig;
  /** The content keys the licence endpoint hands out; the demo keys unless given. */
  readonly contentKeys?: ContentKeys;
  /** Where bought audiobooks are downloaded from; the demo media's files unless given. */
  readonly audiobookDownloads?: AudiobookDownloads;
  /** The other server processes on the database, told of products re-indexed here; none in a single process. */
  readonly catalogueChanges?: CatalogueChanges;
  /** The development stand-ins' keys, the same in every process of the server; a single process makes its own. */
  readonly standInSecrets?: StandInSecrets;
}
