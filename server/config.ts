import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { type AlphaTesters, parseAlphaTesters } from '#domain/auth/alpha-testers';
import type { ClientAddressOptions } from './shared/network/trusted-proxies';
import { parseTrustedProxies, type TrustedProxies } from './shared/network/trusted-proxies';

/** Renders at once per process: a page costs tens of milliseconds of CPU, so more in flight only lengthen the queue. */
export const DEFAULT_MAX_RENDERS_IN_FLIGHT = 16;

/**
 * Renders that work at once in one process, the other admitted ones waiting in order. On SQLite a render never waits
 * for its data (the API answers in-process, synchronously), so one at a time keeps the CPU busy and a static file or an
 * API call waits behind one render at most; on PostgreSQL a second one works while the first waits for the database.
 */
export const DEFAULT_RENDERS_AT_ONCE = { sqlite: 1, postgres: 2 } as const;

/**
 * The young generation's semi-space of each worker, in MB (V8's `--max-semi-space-size`; Node's own is 16 on 64-bit).
 * A render allocates a few megabytes that die with it: with more room, most of them die before a scavenge and are
 * never copied, which took a third of the collector's time and about 8% more pages a second at 10 connections.
 */
export const DEFAULT_WORKER_SEMI_SPACE_MB = 64;

/** The page cache's memory in one process: a page and its two compressed copies take about 150 KB. */
export const DEFAULT_PAGE_CACHE_MB = 64;

/** A kept page is rendered again after this long even when the catalogue is unchanged (the footer's year, promotions). */
export const PAGE_CACHE_MAX_AGE_MS = 5 * 60_000;

/** The memory of the API answers server rendering shares (`api-cache/`) in one process: catalogue reads of a few KB. */
export const DEFAULT_API_CACHE_MB = 16;

/** The page cache's limits; see `PageStoreLimits`. */
export type PageCacheConfig = Readonly<{ maxBytes: number; maxAgeMs: number }>;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Loopback unless told otherwise: a fresh `npm start` is a local demo, a deployment names its interface.
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL connection string; without it the embedded SQLite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded database file lives. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** The brand name, used in paths such as `/join-{product}-club`. */
  PRODUCT_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,30}$/, 'lowercase letters, digits and dashes')
    .default('audiora'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** A hosted Algolia application: when set, storefronts search there instead of this server (search-only key). */
  ALGOLIA_APP_ID: z
    .string()
    .regex(/^[A-Z0-9]{4,32}$/)
    .optional(),
  ALGOLIA_SEARCH_API_KEY: z.string().min(8).optional(),
  /** Only for `npm run search:push`, which writes the catalogue to the hosted indexes. */
  ALGOLIA_ADMIN_API_KEY: z.string().min(8).optional(),
  /** Starts the API in maintenance mode: every API request answers 503 until it is switched off. */
  MAINTENANCE_MODE: z.enum(['on', 'off', '1', '0', 'true', 'false']).default('off'),
  /** reCAPTCHA v3 secret; without it the server's development verifier checks its own signed tokens. */
  RECAPTCHA_SECRET: z.string().min(8).optional(),
  /** reCAPTCHA v3 site key the browser asks tokens with; without it the browser asks the development captcha. */
  RECAPTCHA_SITE_KEY: z.string().min(8).optional(),
  /** OAuth client ids whose id_tokens sign-in accepts; without them the development identity provider is used. */
  GOOGLE_CLIENT_ID: z.string().min(8).optional(),
  APPLE_CLIENT_ID: z.string().min(3).optional(),
  /** Accounts that see features before everyone (`ada@example.com, @team.example`); `GET /me` says `is_alpha_tester`. */
  ALPHA_TESTERS: z.string().optional(),
  /** Outgoing mail (`smtp://user:pass@host:587`); without it mail lands in the development mailbox at `/dev/mailbox`. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Audiora <no-reply@audiora.localhost>'),
  /**
   * The development stand-ins for reCAPTCHA, mail and Google/Apple (`/dev/recaptcha`, `/dev/mailbox`, `/dev/idp`).
   * Unset, they run only on a loopback host: anyone who can reach them can read reset mail and mint identities.
   */
  DEV_STAND_INS: z.enum(['on', 'off']).optional(),
  /** The legacy store that keeps the cart outside the launch test (spec §2 fltest); unset, the cart is served here. */
  LEGACY_STORE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(?::[0-9]{1,5})?$/i, 'a host name, with an optional port')
    .optional(),
  /**
   * Sign-ups one client address may try in 15 minutes. Raise it where many people share one address (a campus behind
   * one NAT), or for a test run signing up from loopback all along.
   */
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Page renders one process admits (rendering or waiting); beyond them a page request is answered 503 with Retry-After at once. */
  MAX_RENDERS_IN_FLIGHT: z.coerce.number().int().positive().default(DEFAULT_MAX_RENDERS_IN_FLIGHT),
  /** Of those, how many render at the same time; the rest wait their turn. */
  RENDERS_AT_ONCE: z.coerce.number().int().positive().optional(),
  /** Server processes; one per core unless given, since rendering pages is CPU-bound. 1 serves from one process. */
  WORKERS: z.coerce.number().int().positive().max(256).optional(),
  /** Each worker's young-generation semi-space in MB (V8's `--max-semi-space-size`); 0 keeps V8's own. */
  WORKER_SEMI_SPACE_MB: z.coerce.number().int().min(0).max(1024).default(DEFAULT_WORKER_SEMI_SPACE_MB),
  /** Visitors' pages kept in memory and shared (see README, "Pages and the page cache"); `off` renders every one. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The most memory the page cache of one process takes, in MB. */
  PAGE_CACHE_MB: z.coerce.number().int().positive().max(4096).default(DEFAULT_PAGE_CACHE_MB),
  /** The API's public (catalogue) answers shared between renders (see README); `off` has every render ask the API. */
  API_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * Proxies in front of the server whose word on the client's address is taken: a hop count or a comma-separated
   * list of addresses, networks and the names loopback, private, linklocal. Unset, only the socket is believed.
   */
  TRUST_PROXY: z.string().optional(),
  /** The header those proxies write the client into. */
  PROXY_HEADER: z.enum(['x-forwarded-for', 'forwarded']).default('x-forwarded-for'),
  /** Where visitors reach the store (`https://audiora.example`): links in mails and pages point there. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      // Runs even when the URL check failed, so it parses with care.
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !value.endsWith('?');
    }, 'an origin: scheme, host and port only')
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Where browsers fetch the public media tree from (`https://cdn.example/audiora-media`): a CDN or an S3-compatible
   * bucket holding `server/media/demo/public` under `{MEDIA_BASE_URL}/{version}/`. Unset, this server serves it at
   * `/media/{version}/`. Licences and downloads stay on the API either way.
   */
  MEDIA_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return !url.search && !url.hash && !url.username && !url.password && !value.includes('?');
    }, 'an http(s) URL without query, fragment or credentials')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * A Sentry-compatible DSN (`https://<public key>@<host>/<project>`): with it, the browser reports the storefront's
   * failures there (spec §8) and the CSP lets it connect to that host; unset, failures are written to the console.
   */
  SENTRY_DSN: z
    .url({ protocol: /^https$/ })
    .refine(
      (value) => URL.canParse(value) && new URL(value).username !== '',
      'a DSN: https://<public key>@<host>/<project>',
    )
    .optional(),
  /** How long a client may take to send a request's headers, in ms. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long a client may take to send a whole request, headers and body, in ms. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});

/** Sign-in, captcha and mail settings; every one is optional, with a development stand-in that runs the real flow. */
export type AccountsConfig = Readonly<{
  recaptchaSecret: string | undefined;
  googleClientId: string | undefined;
  appleClientId: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether the development stand-ins may replace a service that is not configured. */
  developmentStandIns: boolean;
  /** Sign-ups one client address may try in 15 minutes (`SIGN_UP_LIMIT_PER_ADDRESS`); unset, the default 30. */
  signUpLimitPerAddress?: number;
  /** `ALPHA_TESTERS`; unset, nobody. */
  alphaTesters?: AlphaTesters;
}>;

export const DEVELOPMENT_ACCOUNTS_CONFIG: AccountsConfig = {
  recaptchaSecret: undefined,
  googleClientId: undefined,
  appleClientId: undefined,
  smtpUrl: undefined,
  mailFrom: 'Audiora <no-reply@audiora.localhost>',
  developmentStandIns: true,
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export type ClientTimeouts = Readonly<{ headersMs: number; requestMs: number }>;

export type ServerConfig = Readonly<{
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  product: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** Slow clients are answered 408 and disconnected past these (Node's own defaults keep a body open for 300 s). */
  clientTimeouts: ClientTimeouts;
  /** Page renders admitted, rendering or waiting; more are answered 503 at once instead of queueing without end. */
  maxRendersInFlight: number;
  /** Of those, how many render at the same time; the rest wait in order. */
  rendersAtOnce: number;
  /** Visitors' shared pages kept in memory; undefined when switched off. */
  pageCache: PageCacheConfig | undefined;
  /** The API's public answers shared between renders; undefined when switched off. */
  apiCache: PageCacheConfig | undefined;
  /** Server processes sharing the port: more than one runs a primary that forks and supervises them. */
  workers: number;
  /** Each worker's young-generation semi-space in MB; 0 keeps V8's own. */
  workerSemiSpaceMb: number;
  maintenanceMode: boolean;
  /** Hosted Algolia, when configured. */
  algolia: { appId: string; searchApiKey: string; adminApiKey: string | undefined } | undefined;
  accounts: AccountsConfig;
  legacyStoreHost: string | undefined;
  /** Whose word on the client's address is taken (`TRUST_PROXY`, `PROXY_HEADER`). */
  clientAddresses: ClientAddressOptions;
  /** `PUBLIC_ORIGIN`; unset, links point at a request's own origin only when its host is a trusted one. */
  publicOrigin: string | undefined;
  /** `MEDIA_BASE_URL`: where browsers fetch the public media tree; unset, from this server. */
  mediaBaseUrl: string | undefined;
  /** `SENTRY_DSN`: where browsers report failures; unset, to the console. */
  errorReportingDsn: string | undefined;
  /** `RECAPTCHA_SITE_KEY`: the site key pages hand to the browser's captcha; unset, the development captcha. */
  recaptchaSiteKey?: string | undefined;
}>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the server's configuration from environment variables; a bad value stops start-up with a clear message. */
export const loadConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.ALGOLIA_APP_ID) !== Boolean(e.ALGOLIA_SEARCH_API_KEY))
    throw new ConfigError('Invalid configuration: ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY go together');
  const alphaTesters = parseAlphaTesters(e.ALPHA_TESTERS ?? '');
  if (!alphaTesters.ok)
    throw new ConfigError(
      `Invalid configuration: ALPHA_TESTERS: "${alphaTesters.error.entry}" is neither an address nor @domain`,
    );
  let trust: TrustedProxies;
  try {
    trust = parseTrustedProxies(e.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: TRUST_PROXY: ${(error as Error).message}`);
  }
  const developmentStandIns = e.DEV_STAND_INS ? e.DEV_STAND_INS === 'on' : LOOPBACK_HOSTS.has(e.HOST);
  if (!developmentStandIns && (!e.RECAPTCHA_SECRET || !e.SMTP_URL))
    throw new ConfigError(
      `Invalid configuration: without the development stand-ins (HOST ${e.HOST}, DEV_STAND_INS ${e.DEV_STAND_INS ?? 'unset'}) RECAPTCHA_SECRET and SMTP_URL are required`,
    );
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    product: e.PRODUCT_NAME,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    maxRendersInFlight: e.MAX_RENDERS_IN_FLIGHT,
    rendersAtOnce: Math.min(
      e.RENDERS_AT_ONCE ?? DEFAULT_RENDERS_AT_ONCE[e.DATABASE_URL ? 'postgres' : 'sqlite'],
      e.MAX_RENDERS_IN_FLIGHT,
    ),
    pageCache:
      e.PAGE_CACHE === 'on' ? { maxBytes: e.PAGE_CACHE_MB * 1024 * 1024, maxAgeMs: PAGE_CACHE_MAX_AGE_MS } : undefined,
    // Each answer also keeps no longer than its own max-age; this bound only caps it.
    apiCache: e.API_CACHE === 'on' ? { maxBytes: DEFAULT_API_CACHE_MB * 1024 * 1024, maxAgeMs: 900_000 } : undefined,
    workers: e.WORKERS ?? availableParallelism(),
    workerSemiSpaceMb: e.WORKER_SEMI_SPACE_MB,
    clientTimeouts: {
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      requestMs: e.REQUEST_TIMEOUT_MS,
    },
    maintenanceMode: ['on', '1', 'true'].includes(e.MAINTENANCE_MODE),
    algolia:
      e.ALGOLIA_APP_ID && e.ALGOLIA_SEARCH_API_KEY
        ? { appId: e.ALGOLIA_APP_ID, searchApiKey: e.ALGOLIA_SEARCH_API_KEY, adminApiKey: e.ALGOLIA_ADMIN_API_KEY }
        : undefined,
    accounts: {
      recaptchaSecret: e.RECAPTCHA_SECRET,
      googleClientId: e.GOOGLE_CLIENT_ID,
      appleClientId: e.APPLE_CLIENT_ID,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      developmentStandIns,
      ...(e.SIGN_UP_LIMIT_PER_ADDRESS !== undefined && { signUpLimitPerAddress: e.SIGN_UP_LIMIT_PER_ADDRESS }),
      ...(e.ALPHA_TESTERS && { alphaTesters: alphaTesters.value }),
    },
    legacyStoreHost: e.LEGACY_STORE_HOST?.toLowerCase(),
    clientAddresses: { trust, header: e.PROXY_HEADER },
    publicOrigin: e.PUBLIC_ORIGIN,
    mediaBaseUrl: e.MEDIA_BASE_URL,
    errorReportingDsn: e.SENTRY_DSN,
    ...(e.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: e.RECAPTCHA_SITE_KEY } : {}),
  };
};

/** What the server says at start while the development stand-ins are on; null when they are off. */
export const standInsWarning = (config: Pick<ServerConfig, 'accounts'>): string | null =>
  config.accounts.developmentStandIns
    ? [
        'Development stand-ins are ON: the captcha, the mailbox at /dev/mailbox, Google and Apple sign-in and the',
        'sandbox payment page let anyone sign in as anyone and read every mail. They answer only requests made on',
        'this machine straight to the server. A deployment sets DEV_STAND_INS=off with RECAPTCHA_SECRET and SMTP_URL.',
      ].join('\n  ')
    : null;
