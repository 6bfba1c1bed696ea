import type { Hono } from 'hono';
import type { ApiRegistry } from '../api/api-operation';
import { apiBase } from '../api/hal';
import type { AppEnv } from '../app-env';
import { DOCS_STYLESHEET, renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi-document';

const INFO = { title: 'Audiora store API', version: '2.0.0' };

/** `GET /{lang}/v2/openapi.json` and the readable `GET /{lang}/v2/docs`, built once from the registry. */
export const registerOpenApi = (api: Hono<AppEnv>, registry: ApiRegistry) => {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  // Built on first use, when every operation has been registered.
  const openApi = () => (document ??= buildOpenApiDocument(registry.operations, INFO));
  api.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=900');
    return c.json(openApi());
  });
  api.get('/docs', (c) => {
    const base = apiBase(c.get('market').locale);
    c.header('Cache-Control', 'public, max-age=900');
    return c.html(renderDocsPage(openApi(), { openApi: `${base}/openapi.json`, stylesheet: `${base}/docs.css` }));
  });
  api.get('/docs.css', (c) => {
    c.header('Cache-Control', 'public, max-age=900');
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(DOCS_STYLESHEET);
  });
};
