// The floor of `npm run bench:mainthread`: its client built once per run, and each measured page turned into the
// floor's page (the same head and body markup, the floor's script instead of ours).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { COMPILE_AHEAD } from '../compile-ahead';
import { elementsOf, parsePage } from './page-elements';

/** Where the floor's page and script are served, on the measured server's origin so its styles load alike. */
export const FLOOR_PATH = '/__floor/';
export const FLOOR_SCRIPT = `${FLOOR_PATH}floor.js`;

/** Builds the floor's client with React's production build, into `outDir`; answers the script. */
export const buildFloorClient = async (outDir: string): Promise<string> => {
  // Vite picks each package's build by NODE_ENV: React's and React Router's production builds, as our pages load.
  process.env.NODE_ENV = 'production';
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: {
        input: join(import.meta.dirname, 'mainthread-floor', 'floor-client.ts'),
        output: { entryFileNames: 'floor.js', format: 'es' },
      },
    },
  });
  // With the compile hint our pages' first scripts carry, so that the two are built alike.
  return `${COMPILE_AHEAD}\n${readFileSync(join(outDir, 'floor.js'), 'utf8')}`;
};

const attributesOf = (element: Element) =>
  Array.from(
    element.attributes,
    ({ name, value }) => ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
  ).join('');

/**
 * The floor's page for a page as the browser showed it (`document.documentElement.outerHTML` once loaded): its head
 * without scripts or module preloads, and its body rendered again from React elements made from it, so the markup is
 * exactly what the floor's hydration expects.
 */
export const floorPageOf = (shownHtml: string): string => {
  // Its stylesheets are copied as they stand, not parsed: JSDOM's complaints about modern CSS are beside the point.
  const { document } = new JSDOM(shownHtml, { virtualConsole: new VirtualConsole() }).window;
  for (const element of Array.from(document.querySelectorAll('script, link[rel="modulepreload"], noscript, template')))
    element.remove();
  const nodes = Array.from(document.body.children, (element) => parsePage(element, { controls: true }));
  const script = document.createElement('script');
  script.type = 'module';
  script.src = FLOOR_SCRIPT;
  document.head.append(script);
  const body = renderToString(createElement(Fragment, null, ...nodes.map(elementsOf)));
  return `<!DOCTYPE html><html${attributesOf(document.documentElement)}><head>${document.head.innerHTML}</head><body${attributesOf(document.body)}>${body}</body></html>`;
};
