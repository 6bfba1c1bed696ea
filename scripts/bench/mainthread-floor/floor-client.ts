// The floor `npm run bench:mainthread` loads beside each page: a bare React Router page that hydrates the same
// markup, element by element as React elements made afresh (as our components make theirs), with no app code: no
// routes of ours, container, translations, data or effects. Built by Vite for the run with React's production build.
import { createElement, Fragment, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { elementsOf, parsePage } from '../page-elements';

/** What the benchmark reads back: when the floor hydrated, and whether React had to give up on the markup. */
interface FloorReport {
  hydratedAt?: number;
  readonly errors: string[];
}

declare global {
  interface Window {
    __floor: FloorReport;
  }
}

const report: FloorReport = { errors: [] };
window.__floor = report;

// The body holds nothing but the page's markup; its scripts are in the head.
const container = document.body;
// Read from the markup it hydrates, as our pages build theirs from data.
const nodes = Array.from(container.children, (element) => parsePage(element, { controls: true }));

function Page() {
  useEffect(() => {
    report.hydratedAt = performance.now();
  }, []);
  return createElement(Fragment, null, ...nodes.map(elementsOf));
}

// One route, answering any path, without a loader: hydration is all the floor does.
const router = createBrowserRouter([{ path: '*', Component: Page }]);
hydrateRoot(container, createElement(RouterProvider, { router }), {
  onRecoverableError: (error) => report.errors.push(String(error)),
});
