import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

interface OpenApiDoc {
  paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }>; requestBody?: unknown }>>;
}

describe('identity in the OpenAPI document', () => {
  let testApp: TestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    testApp = await createTestApp();
    doc = (await (await testApp.app.request('/pl/v2/openapi.json')).json()) as OpenApiDoc;
  }, 30_000);
  afterAll(() => testApp?.close());

  it('documents the reset link check with its answer shape', () => {
    const get = doc.paths['/{lang}/v2/password-reset/{token}']?.get;
    expect(JSON.stringify(get?.responses['200']?.content)).toContain('email_hint');
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '410']));
  });

  it('documents the identity commands and their fields', () => {
    const body = JSON.stringify(doc.paths['/{lang}/v2/commands']?.post?.requestBody);
    for (const name of ['RequestPasswordReset', 'ResetPassword', 'SignInWithGoogleForWeb', 'SignInWithAppleForWeb'])
      expect(body).toContain(name);
    expect(body).toContain('id_token');
  });
});
