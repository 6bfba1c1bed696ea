import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { Argon2PasswordHasher, type PasswordHasher } from './accounts/password/password-hasher';
import { KyselySessionStore } from './accounts/session/kysely-session-store';
import {
  DEFAULT_MAX_RENDERS_IN_FLIGHT,
  DEFAULT_RENDERS_AT_ONCE,
  DEVELOPMENT_ACCOUNTS_CONFIG,
  type ServerConfig,
} from './config';
import type { DatabaseSchema } from './db/schema';
import { apiRoutes } from './http/api/api.routes';
import { errorResponse } from './http/error-status';
import { busyPage, createRenderGate } from './http/render-gate';
import { keepAssets, keptAssets } from './http/kept-assets';
import { publicOrigins } from './http/public-origin.middleware';
import { STAND_IN_PATHS, thisMachineOnly } from './http/stand-ins/this-machine-only.middleware';
import { clientAddress } from './http/auth/client-address';
import {
  type ClientAddressOptions,
  clientAddresses,
  DIRECT_CLIENTS,
  type InProcessBindings,
} from './http/client/client-address.middleware';
import { createServerModules } from './composition/server-modules';
import type { ServerServices } from './composition/server-services';
import type { AppEnv } from './http/app-env';
import { csrfMiddleware } from './http/auth/csrf.middleware';
import { viewerMiddleware } from './http/auth/viewer.middleware';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { searchApi } from './http/search/search-api.routes';
import type { MaintenanceSwitch } from './settings/maintenance-switch.port';
import { compressResponses } from './http/compress.middleware';
import { securityHeaders } from './http/security-headers.middleware';
import type { AudiobookDownloads } from './library/audiobook-downloads.port';
import type { Logger } from './logging/logger';
import type { ContentKeys } from './media/content-keys.port';
import { demoMediaFiles, MEDIA_PATH, type MediaFiles } from './media/media-files';
import { mediaTree } from './http/media/media-tree.route';
import type { SearchIndexWriter } from './search/indexing/search-index-writer.port';
import { LOCAL_SEARCH_CREDENTIALS, type SearchCredentials } from './search/search-credentials';
import { createSearchService, type SearchService } from './search/search-service';
import { KyselyCatalogueRevision } from './catalogue/kysely-catalogue-revision';
import { PageStore } from './storefront/page-cache/page-store';
import type { SharedPage } from './storefront/page-cache/shared-page';
import { sharedPages, unsharedPages } from './storefront/page-cache/shared-pages';
import { type KeptApiResponse, sharedApiResponses } from './storefront/api-cache/shared-api-responses';
import type { StorefrontHandler } from './storefront/storefront-handler';

export interface AppDeps {
  readonly config: Pick<ServerConfig, 'bodyLimitBytes'> &
    Partial<
      Pick<ServerConfig, 'accounts' | 'product' | 'maxRendersInFlight' | 'rendersAtOnce' | 'pageCache' | 'apiCache'>
    >;
  readonly db: Kysely<DatabaseSchema>;
  readonly logger: Logger;
  readonly mode: 'production' | 'development';
  /** Maintenance mode (API answers 503); off unless given. */
  readonly maintenance?: MaintenanceSwitch;
  /** The server-rendered storefront; without it only the API is served (as in API tests). */
  readonly storefront?: StorefrontHandler;
  /** Where the store is reached (`PUBLIC_ORIGIN`); without it, a request's own origin if its host is a trusted one. */
  readonly publicOrigin?: string;
  /** Whose word on the client's address to take (`TRUST_PROXY`); by default only the socket's. */
  readonly clientAddresses?: ClientAddressOptions;
  /** The built browser assets (`build/client`). */
  readonly staticRoot?: string;
  /** The markets' search indexes behind the Algolia-compatible API (empty ones when not given). */
  readonly search?: SearchService;
  /** Hosted Algolia's search-only credentials: storefronts then search there, with the same code. */
  readonly hostedSearch?: SearchCredentials;
  /** The clock; the system clock unless given. */
  readonly now?: () => Date;
  /** argon2id with OWASP's parameters unless given (tests pass a cheaper one). */
  readonly passwordHasher?: PasswordHasher;
  /** A hosted index that run-time catalogue changes (ratings) are written to, beside the local one. */
  readonly hostedSearchIndex?: SearchIndexWriter;
  /** Where one-off license holders download audiobook files from; the media's own DRM-free files unless given. */
  readonly audiobookDownloads?: AudiobookDownloads;
  /** The media this server serves; the repository's demo media unless given (a bundle gives its own path). */
  readonly mediaFiles?: MediaFiles;
  /** `MEDIA_BASE_URL`: where browsers fetch the public media tree; this server's `/media` unless given. */
  readonly mediaBaseUrl?: string;
  /** `SENTRY_DSN`: where browsers report failures, which the CSP then lets them connect to. */
  readonly errorReportingDsn?: string;
  /** `RECAPTCHA_SITE_KEY`: sign-in loads Google's reCAPTCHA script, which the CSP then allows. */
  readonly recaptchaSiteKey?: string;
  /** The content keys licences hand out; the demo keys unless given. */
  readonly contentKeys?: ContentKeys;
  /** The other server processes on the database, whose search indexes follow this one's catalogue changes. */
  readonly catalogueChanges?: ServerServices['catalogueChanges'];
  /** The development stand-ins' keys a worker's primary made for all its workers; a single process makes its own. */
  readonly standInSecrets?: ServerServices['standInSecrets'];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One HTTP app: security headers, the API under `/{lang}/v2`, static assets, and the storefront for everything else. */
export const createApp = (deps: AppDeps) => {
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', clientAddresses(deps.clientAddresses ?? DIRECT_CLIENTS));
  app.use('*', publicOrigins(deps.publicOrigin));
  app.use(
    '*',
    securityHeaders({
      allowInlineStyles: deps.mode === 'development',
      ...(deps.mediaBaseUrl ? { mediaOrigins: [new URL(deps.mediaBaseUrl).origin] } : {}),
      ...(deps.errorReportingDsn ? { connectOrigins: [new URL(deps.errorReportingDsn).origin] } : {}),
      ...(deps.recaptchaSiteKey ? { recaptcha: true } : {}),
      // The browser signs in with the real provider exactly when the server accepts its tokens (a client id).
      ...(deps.config.accounts?.googleClientId ? { googleSignIn: true } : {}),
      ...(deps.config.accounts?.appleClientId ? { appleSignIn: true } : {}),
    }),
  );
  app.use('*', compressResponses);
  const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: (c) => errorResponse(c, { code: 'PAYLOAD_TOO_LARGE' }),
  });
  // Reads carry no body; checking one would make the Node adapter build a full Request for every GET.
  const limitWrites: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next);
  app.use('*', limitWrites);

  const search = deps.search ?? createSearchService();
  const mediaFiles = deps.mediaFiles ?? demoMediaFiles(join(import.meta.dirname, '..'));
  const services: ServerServices = {
    db: deps.db,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    sessions: new KyselySessionStore({ db: deps.db }),
    search,
    accounts: deps.config.accounts ?? DEVELOPMENT_ACCOUNTS_CONFIG,
    product: deps.config.product ?? DEFAULT_ROUTING_CONTEXT.product,
    passwordHasher: deps.passwordHasher ?? new Argon2PasswordHasher(),
    media: { files: mediaFiles, baseUrl: deps.mediaBaseUrl ?? MEDIA_PATH },
    ...(deps.contentKeys ? { contentKeys: deps.contentKeys } : {}),
    ...(deps.hostedSearchIndex ? { hostedSearchIndex: deps.hostedSearchIndex } : {}),
    ...(deps.audiobookDownloads ? { audiobookDownloads: deps.audiobookDownloads } : {}),
    ...(deps.catalogueChanges ? { catalogueChanges: deps.catalogueChanges } : {}),
    ...(deps.standInSecrets ? { standInSecrets: deps.standInSecrets } : {}),
  };
  const modules = createServerModules(services);
  // Before the API and the site, so a segment never waits for a session lookup; CDN-ready static files.
  app.get(
    `${MEDIA_PATH}/*`,
    mediaTree({ prefix: MEDIA_PATH, version: modules.media.version, root: mediaFiles.publicDir }),
  );
  const site = new Hono<AppEnv>({ strict: false });
  for (const path of STAND_IN_PATHS) site.use(path, thisMachineOnly(deps.logger));
  site.use('*', csrfMiddleware);
  site.use('*', viewerMiddleware({ sessions: modules.sessions, now: services.now }));
  app.route(
    '/:lang/v2',
    apiRoutes({
      modules,
      // The storefront searches this server's Algolia-compatible API on its own origin (mounted below).
      searchConfig: deps.hostedSearch
        ? { credentials: deps.hostedSearch, indexName: (locale) => search.index(locale).name }
        : {
            credentials: LOCAL_SEARCH_CREDENTIALS,
            indexName: (locale) => search.index(locale).name,
            sameOriginPath: '/search-api',
          },
      maintenance: deps.maintenance ?? { isOn: () => false },
      logger: services.logger,
      now: services.now,
      product: services.product,
      site,
    }),
  );
  app.route('/', site);
  const bodyLimitBytes = deps.config.bodyLimitBytes;
  app.route('/', searchApi({ search, credentials: LOCAL_SEARCH_CREDENTIALS, logger: deps.logger, bodyLimitBytes }));

  if (deps.staticRoot) {
    // Hashed file names change with their content, so browsers may keep them for a year.
    app.get(
      '/assets/*',
      keptAssets(keepAssets(join(deps.staticRoot, 'assets'), '/assets'), IMMUTABLE),
      serveStatic({
        root: deps.staticRoot,
        precompressed: true,
        onFound: (_, c) => c.header('Cache-Control', IMMUTABLE),
      }),
      notFoundHandler,
    );
    app.get(
      '/:file{[\\w.-]+\\.(?:svg|ico|png|txt|webmanifest)}',
      serveStatic({ root: deps.staticRoot, onFound: (_, c) => c.header('Cache-Control', 'public, max-age=3600') }),
    );
  }

  const storefront = deps.storefront;
  if (storefront) {
    // In process there is no socket: the API hears of the visitor the page is rendered for from the bindings.
    const apiFetchFor =
      (bindings: InProcessBindings): typeof fetch =>
      async (input, init) =>
        app.fetch(new Request(input, init), bindings);
    const renders = createRenderGate({
      admitted: deps.config.maxRendersInFlight ?? DEFAULT_MAX_RENDERS_IN_FLIGHT,
      running: deps.config.rendersAtOnce ?? DEFAULT_RENDERS_AT_ONCE.sqlite,
    });
    const render: StorefrontHandler = async (request, options) => {
      // Beyond the limit a visitor is told at once to come back, rather than wait behind a queue without end.
      const place = renders.tryEnter();
      if (!place) return busyPage();
      try {
        await place;
        // A render runs its loaders and React to the end in one chain of promises: starting it on a turn of its own
        // lets the requests already read (static files, the API, pages to admit or refuse) go first.
        await nextTurn();
        return await storefront(request, options);
      } finally {
        renders.leave();
      }
    };
    const apiCache = deps.config.apiCache;
    const sharedApi = apiCache
      ? sharedApiResponses({
          revision: new KyselyCatalogueRevision({ db: deps.db }),
          store: new PageStore<KeptApiResponse>(apiCache),
          nowMs: () => services.now().getTime(),
        })
      : (fetchApi: typeof fetch) => fetchApi;
    const pageCache = deps.config.pageCache;
    const pages = pageCache
      ? sharedPages(render, {
          revision: new KyselyCatalogueRevision({ db: deps.db }),
          store: new PageStore<SharedPage>(pageCache),
          nowMs: () => services.now().getTime(),
        })
      : unsharedPages(render);
    app.all('*', async (c) => {
      const page = await pages(c.req.raw, {
        nonce: c.get('nonce'),
        apiFetch: sharedApi(apiFetchFor({ clientAddress: clientAddress(c), publicOrigin: c.get('publicOrigin') })),
        publicOrigin: c.get('publicOrigin'),
      });
      // Through the context, so the headers set before the handler (security headers) join the page's own.
      return c.newResponse(page.body, page);
    });
  }

  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.logger));
  return app;
};
