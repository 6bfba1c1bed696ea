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
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

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

/** An element of the page as parsed once: what `createElement` needs for it. */
interface PageNode {
  readonly tag: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: readonly (PageNode | string)[];
}

// The attributes whose React name differs from their HTML one, among those our pages use.
const REACT_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  spellcheck: 'spellCheck',
  viewbox: 'viewBox',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

const styleObject = (css: string) =>
  Object.fromEntries(
    css
      .split(';')
      .map((rule) => rule.split(':'))
      .filter(([name, value]) => name?.trim() && value !== undefined)
      .map(([name = '', ...value]) => [
        name.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value.join(':').trim(),
      ]),
  );

/** Parses the page once into plain nodes; scripts and styles keep their text as it stands. */
const parsePage = (element: Element): PageNode => {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes))
    props[REACT_NAMES[name] ?? name] = name === 'style' ? styleObject(value) : value;
  const tag = element.localName;
  if (tag === 'script' || tag === 'style') {
    props.dangerouslySetInnerHTML = { __html: element.textContent ?? '' };
    return { tag, props, children: [] };
  }
  const children: (PageNode | string)[] = [];
  const from = tag === 'template' ? (element as HTMLTemplateElement).content : element;
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === child.ELEMENT_NODE) children.push(parsePage(child as Element));
    else if (child.nodeType === child.TEXT_NODE) children.push(child.textContent ?? '');
  }
  return { tag, props, children };
};

/** The page as React elements, made afresh: what rendering our components hands React. */
const elementsOf = (node: PageNode): ReactNode =>
  createElement(
    node.tag,
    node.props,
    ...node.children.map((child) => (typeof child === 'string' ? child : elementsOf(child))),
  );

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
