import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

describe('loadConfig', () => {
  it('has defaults for every setting', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      product: 'audiora',
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      maintenanceMode: false,
      algolia: undefined,
    });
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
