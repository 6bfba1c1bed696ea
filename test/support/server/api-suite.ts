import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import type { AppDeps } from '#server/app';
import { createTestApp, requestJson, type TestApp, type TestDatabaseTarget } from './test-server';

/**
 * Registers a suite's seeded app on one database target: created before its tests (then `prepare` runs on it) and
 * closed after them. Answers the accessor the tests read it through.
 */
export const suiteApp = (
  target: TestDatabaseTarget,
  overrides: Partial<AppDeps> = {},
  prepare?: (app: TestApp) => Promise<void>,
  timeout = 60_000,
): (() => TestApp) => {
  let app: TestApp | undefined;

  beforeAll(async () => {
    app = await createTestApp(overrides, { target });
    await prepare?.(app);
  }, timeout);

  afterAll(async () => {
    await app?.close();
  });

  return () => {
    if (!app) throw new Error('the suite app is created in beforeAll');
    return app;
  };
};

/**
 * Registers a suite's seeded API app on one database target (created once, closed after) and returns the
 * request helpers every endpoint test uses.
 */
export const seededApiSuite = (target: TestDatabaseTarget, prepare?: (app: TestApp) => Promise<void>) => {
  const testApp = suiteApp(target, {}, prepare, 30_000);

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
