import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isAlphaTester } from '#domain/auth/alpha-testers';
import { ConfigError, loadConfig, standInsWarning } from '#server/config';

describe('loadConfig', () => {
  it('has defaults for every setting', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      product: 'audiora',
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      clientTimeouts: { headersMs: 10_000, requestMs: 30_000 },
      maxRendersInFlight: 16,
      rendersAtOnce: 1,
      pageCache: { maxBytes: 64 * 1024 * 1024, maxAgeMs: 5 * 60_000 },
      apiCache: { maxBytes: 16 * 1024 * 1024, maxAgeMs: 900_000 },
      workers: availableParallelism(),
      workerSemiSpaceMb: 64,
      maintenanceMode: false,
      algolia: undefined,
      accounts: {
        recaptchaSecret: undefined,
        googleClientId: undefined,
        appleClientId: undefined,
        smtpUrl: undefined,
        mailFrom: 'Audiora <no-reply@audiora.localhost>',
        developmentStandIns: true,
      },
      legacyStoreHost: undefined,
      clientAddresses: { trust: { kind: 'none' }, header: 'x-forwarded-for' },
      publicOrigin: undefined,
    });
  });

  it('takes a Sentry DSN with its public key over https, and refuses anything else', () => {
    const dsn = 'https://abc123@o1.ingest.sentry.example/42';
    expect(loadConfig({ SENTRY_DSN: dsn }).errorReportingDsn).toBe(dsn);
    expect(loadConfig({}).errorReportingDsn).toBeUndefined();
    expect(() => loadConfig({ SENTRY_DSN: 'https://o1.ingest.sentry.example/42' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ SENTRY_DSN: 'http://abc123@o1.ingest.sentry.example/42' })).toThrow(ConfigError);
  });

  it('reads which proxies to believe about the client, and refuses a list it cannot read', () => {
    expect(loadConfig({ TRUST_PROXY: '1', PROXY_HEADER: 'forwarded' }).clientAddresses).toEqual({
      trust: { kind: 'hops', hops: 1 },
      header: 'forwarded',
    });
    const listed = loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).clientAddresses.trust;
    expect(listed.kind === 'addresses' && listed.list.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal"/);
    expect(() => loadConfig({ PROXY_HEADER: 'x-real-ip' })).toThrow(ConfigError);
  });

  it('reads how many sign-ups one client address may try, and refuses what is not a positive whole number', () => {
    expect(loadConfig({ SIGN_UP_LIMIT_PER_ADDRESS: '500' }).accounts.signUpLimitPerAddress).toBe(500);
    expect(loadConfig({}).accounts.signUpLimitPerAddress).toBeUndefined();
    expect(() => loadConfig({ SIGN_UP_LIMIT_PER_ADDRESS: '0' })).toThrow(/SIGN_UP_LIMIT_PER_ADDRESS/);
    expect(() => loadConfig({ SIGN_UP_LIMIT_PER_ADDRESS: 'many' })).toThrow(ConfigError);
  });

  it('reads the alpha testers by address and domain, and stops at an entry that is neither', () => {
    const testers = loadConfig({ ALPHA_TESTERS: 'ada@example.com, @team.example' }).accounts.alphaTesters;
    expect(testers && isAlphaTester(testers, 'Ada@example.com')).toBe(true);
    expect(testers && isAlphaTester(testers, 'grace@team.example')).toBe(true);
    expect(testers && isAlphaTester(testers, 'bob@example.com')).toBe(false);
    expect(loadConfig({}).accounts.alphaTesters).toBeUndefined();
    expect(() => loadConfig({ ALPHA_TESTERS: 'ada@example.com, team' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALPHA_TESTERS: 'team' })).toThrow(/ALPHA_TESTERS: "team"/);
  });

  it('warns at start while the development stand-ins are on, naming how to switch them off', () => {
    expect(standInsWarning(loadConfig({}))).toMatch(/stand-ins are ON[\s\S]*DEV_STAND_INS=off/);
    const off = { HOST: '0.0.0.0', RECAPTCHA_SECRET: 'secret-123', SMTP_URL: 'smtp://mail.example:587' };
    expect(standInsWarning(loadConfig(off))).toBeNull();
  });

  it("reads each worker's semi-space in MB, 0 for V8's own, and refuses anything else", () => {
    expect(loadConfig({ WORKER_SEMI_SPACE_MB: '32' }).workerSemiSpaceMb).toBe(32);
    expect(loadConfig({ WORKER_SEMI_SPACE_MB: '0' }).workerSemiSpaceMb).toBe(0);
    expect(() => loadConfig({ WORKER_SEMI_SPACE_MB: '-1' })).toThrow(/WORKER_SEMI_SPACE_MB/);
    expect(() => loadConfig({ WORKER_SEMI_SPACE_MB: 'big' })).toThrow(ConfigError);
  });

  it('reads the public origin links point at, and refuses anything but an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Audiora.example' }).publicOrigin).toBe('https://audiora.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080/' }).publicOrigin).toBe('http://localhost:8080');
    for (const value of [
      'https://audiora.example/pl',
      'ftp://audiora.example',
      'audiora.example',
      'https://a.example?x',
    ])
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }), value).toThrow(/PUBLIC_ORIGIN/);
  });

  it('reads where the media tree is published, and refuses anything but a plain http(s) URL', () => {
    expect(loadConfig({}).mediaBaseUrl).toBeUndefined();
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example/audiora-media/' }).mediaBaseUrl).toBe(
      'https://cdn.example/audiora-media',
    );
    expect(loadConfig({ MEDIA_BASE_URL: 'http://127.0.0.1:9000' }).mediaBaseUrl).toBe('http://127.0.0.1:9000');
    for (const value of [
      'ftp://cdn.example/media',
      'cdn.example/media',
      'https://cdn.example/media?sig=1',
      'https://cdn.example/media#x',
      'https://user:pass@cdn.example/media',
    ])
      expect(() => loadConfig({ MEDIA_BASE_URL: value }), value).toThrow(/MEDIA_BASE_URL/);
  });

  it('reads how long slow clients may take, never allowing headers longer than the whole request', () => {
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '20000' }).clientTimeouts).toEqual({
      headersMs: 5000,
      requestMs: 20_000,
    });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '20000' }).clientTimeouts).toEqual({
      headersMs: 20_000,
      requestMs: 20_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });

  it('reads how many pages a process renders at once, and refuses none or a fraction', () => {
    expect(loadConfig({ MAX_RENDERS_IN_FLIGHT: '40' }).maxRendersInFlight).toBe(40);
    expect(() => loadConfig({ MAX_RENDERS_IN_FLIGHT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_RENDERS_IN_FLIGHT: '2.5' })).toThrow(ConfigError);
  });

  it('reads how many admitted renders work at once, never more than are admitted', () => {
    expect(loadConfig({ RENDERS_AT_ONCE: '4' }).rendersAtOnce).toBe(4);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/audiora' }).rendersAtOnce).toBe(2);
    expect(loadConfig({ RENDERS_AT_ONCE: '8', MAX_RENDERS_IN_FLIGHT: '3' }).rendersAtOnce).toBe(3);
    for (const bad of ['0', '1.5']) expect(() => loadConfig({ RENDERS_AT_ONCE: bad })).toThrow(ConfigError);
  });

  it('keeps shared pages in the memory it is given, or none when the page cache is off', () => {
    expect(loadConfig({ PAGE_CACHE_MB: '16' }).pageCache?.maxBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE: 'off' }).pageCache).toBeUndefined();
    for (const bad of [{ PAGE_CACHE: 'maybe' }, { PAGE_CACHE_MB: '0' }, { PAGE_CACHE_MB: '5000' }])
      expect(() => loadConfig(bad)).toThrow(ConfigError);
  });

  it('reads how many server processes to run, one per core unless told, and refuses none or a fraction', () => {
    const deployed = { HOST: '0.0.0.0', RECAPTCHA_SECRET: 'recaptcha-secret', SMTP_URL: 'smtp://mail.example:587' };
    expect(loadConfig(deployed).workers).toBe(availableParallelism());
    expect(loadConfig({ ...deployed, WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '6' }).workers).toBe(6);
    for (const bad of ['0', '-2', '1.5', 'all']) expect(() => loadConfig({ WORKERS: bad })).toThrow(ConfigError);
  });

  it('runs one process per core by default with the development stand-ins too, whose keys every process shares', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).workers).toBe(availableParallelism());
    expect(loadConfig({ HOST: '0.0.0.0', DEV_STAND_INS: 'on' }).workers).toBe(availableParallelism());
  });

  it('reads the legacy store host that keeps the cart outside the launch test, and refuses anything but a host', () => {
    expect(loadConfig({ LEGACY_STORE_HOST: 'Store.Example.com' }).legacyStoreHost).toBe('store.example.com');
    expect(loadConfig({ LEGACY_STORE_HOST: 'store.test:8443' }).legacyStoreHost).toBe('store.test:8443');
    for (const bad of ['https://store.example.com', 'store.example.com/pl', 'evil.example@store'])
      expect(() => loadConfig({ LEGACY_STORE_HOST: bad })).toThrow(ConfigError);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/store',
      PRODUCT_NAME: 'sluchaj',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/store',
      product: 'sluchaj',
    });
  });

  it.each([
    ['on', true],
    ['1', true],
    ['true', true],
    ['off', false],
    ['0', false],
  ])('reads MAINTENANCE_MODE=%s as %s', (value, on) => {
    expect(loadConfig({ MAINTENANCE_MODE: value }).maintenanceMode).toBe(on);
  });

  it('reads a hosted Algolia application, and wants its id and search key together', () => {
    expect(
      loadConfig({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_ADMIN_API_KEY: 'admin-key' })
        .algolia,
    ).toEqual({ appId: 'APP123', searchApiKey: 'search-key', adminApiKey: 'admin-key' });
    expect(() => loadConfig({ ALGOLIA_APP_ID: 'APP123' })).toThrow('go together');
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('runs the development stand-ins on the loopback host %s', (host) => {
    expect(loadConfig({ HOST: host }).accounts.developmentStandIns).toBe(true);
  });

  it('refuses a public host without real captcha and mail unless the stand-ins are asked for', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow('RECAPTCHA_SECRET and SMTP_URL are required');
    expect(() => loadConfig({ HOST: '0.0.0.0', RECAPTCHA_SECRET: 'recaptcha-secret' })).toThrow(ConfigError);
    const real = loadConfig({
      HOST: '0.0.0.0',
      RECAPTCHA_SECRET: 'recaptcha-secret',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(real.accounts.developmentStandIns).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_STAND_INS: 'on' }).accounts.developmentStandIns).toBe(true);
    expect(() => loadConfig({ DEV_STAND_INS: 'off' })).toThrow(ConfigError);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ PRODUCT_NAME: 'Bad Name!' }, 'PRODUCT_NAME'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ MAINTENANCE_MODE: 'maybe' }, 'MAINTENANCE_MODE'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('the reCAPTCHA site key', () => {
  it('is handed on when RECAPTCHA_SITE_KEY is set, and absent otherwise', () => {
    expect(loadConfig({ RECAPTCHA_SITE_KEY: '6Lc-site-key-0000' }).recaptchaSiteKey).toBe('6Lc-site-key-0000');
    expect(loadConfig({}).recaptchaSiteKey).toBeUndefined();
  });
});

describe('the Google and Apple client ids', () => {
  it('are read from GOOGLE_CLIENT_ID and APPLE_CLIENT_ID, for the server to verify with and pages to hand on', () => {
    const accounts = loadConfig({
      GOOGLE_CLIENT_ID: '1234-web.apps.googleusercontent.com',
      APPLE_CLIENT_ID: 'com.audiora.web',
    }).accounts;
    expect([accounts.googleClientId, accounts.appleClientId]).toEqual([
      '1234-web.apps.googleusercontent.com',
      'com.audiora.web',
    ]);
    expect(loadConfig({ GOOGLE_CLIENT_ID: '', APPLE_CLIENT_ID: '' }).accounts).toMatchObject({
      googleClientId: undefined,
      appleClientId: undefined,
    });
  });
});
