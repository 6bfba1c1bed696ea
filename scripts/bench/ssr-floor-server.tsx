// The floor `npm run bench:ssr` compares page rendering with: a bare React Router page on node:http that renders the
// same HTML as our home page, element by element as React elements made afresh for each request (as our components
// make theirs), with no data, container, i18n, router table or headers of ours.
// Runs in a child process with NODE_ENV=production in its environment, so React loads its production build; with
// WORKERS > 1 it forks as many node:cluster workers as our server runs. Prints `floor ready at <origin>` when
// every worker listens.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { elementsOf, parsePage } from './page-elements';

/** What the parent passes in the environment. */
export interface FloorEnv {
  readonly PORT: string;
  readonly WORKERS: string;
  /** The page to render: our home page's HTML, fetched once. */
  readonly FLOOR_HTML_FILE: string;
}

const env = process.env as Partial<FloorEnv>;
if (process.env.NODE_ENV !== 'production') throw new Error('The floor must run with NODE_ENV=production');
const port = Number(env.PORT);
const workers = Number(env.WORKERS ?? 1);
const host = '127.0.0.1';

const announce = () => process.stdout.write(`floor ready at http://${host}:${port}\n`);

const serve = () => {
  const page = parsePage(new JSDOM(readFileSync(env.FLOOR_HTML_FILE ?? '', 'utf8')).window.document.documentElement);
  const Page = () => elementsOf(page);
  // One route, answering any path, without a loader: the rendering is all the floor measures.
  const handler = createStaticHandler([{ path: '*', Component: Page }]);
  const server = createServer((req, res) => {
    const request = new Request(`http://${host}:${port}${req.url ?? '/'}`, { method: req.method ?? 'GET' });
    void handler.query(request).then((context) => {
      if (context instanceof Response) {
        res.writeHead(context.status).end();
        return;
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      // The page's own markup already carries its hydration data; the floor adds none of its own.
      const { pipe } = renderToPipeableStream(
        <StaticRouterProvider router={router} context={context} hydrate={false} />,
        {
          onShellReady() {
            res.writeHead(context.statusCode, { 'content-type': 'text/html; charset=utf-8' });
            pipe(res);
          },
          onShellError(error) {
            console.error(error);
            res.writeHead(500).end();
          },
        },
      );
    });
  });
  server.listen(port, host, () => {
    if (cluster.isPrimary) announce();
  });
};

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) announce();
  });
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  serve();
}
