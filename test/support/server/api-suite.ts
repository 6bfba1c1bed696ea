import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { createTestApp, requestJson, type TestApp, type TestDatabaseTarget } from './test-server';

/**
 * Registers a suite's seeded API app on one database target (created once, closed after) and returns the
 * request helpers every endpoint test uses.
 */
export const seededApiSuite = (target: TestDatabaseTarget, prepare?: (app: TestApp) => Promise<void>) => {
  let app: TestApp | undefined;

  beforeAll(async () => {
    app = await createTestApp({}, { target });
    await prepare?.(app);
  }, 30_000);

  afterAll(async () => {
    await app?.close();
  });

  const testApp = (): TestApp => {
    if (!app) throw new Error('the suite app is created in beforeAll');
    return app;
  };

  const get = (path: string, headers?: Record<string, string>) => requestJson(testApp().app, path, headers);

  /** Asserts a JSON error answer and returns its body. */
  const expectError = async (path: string, status: number, code: string) => {
    const { res, body } = await get(path);
    expect(res.status, path).toBe(status);
    const error = apiErrorSchema.parse(body);
    expect(error.code).toBe(code);
    return error;
  };

  return { testApp, get, expectError };
};
