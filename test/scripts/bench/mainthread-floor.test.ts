// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { FLOOR_SCRIPT, floorPageOf } from '../../../scripts/bench/mainthread-floor';
import { elementsOf, parsePage } from '../../../scripts/bench/page-elements';

// A page as the browser shows it once hydrated: React's markers, a streamed boundary, our scripts and preloads.
const SHOWN = `<!DOCTYPE html><html lang="pl" dir="ltr"><head>
<meta charset="utf-8"><title>Kryminał</title>
<link rel="modulepreload" href="/assets/entry.js"><style>.a{color:red}</style>
<script type="module">import('/assets/entry.js')</script></head>
<body class="shell"><a href="#main" class="skip">Przejdź</a>
<header><form role="search"><input type="search" name="phrase" value="lalka" style="inline-size: 10rem"></form>
<button type="button" aria-expanded="false" aria-controls="r1">Katalog</button></header>
<main id="main"><!--$--><h1>Wyniki dla <!-- -->„lalka”<!-- -->: 3</h1><!--/$-->
<label><input type="checkbox" name="kids" checked> Dla dzieci</label>
<svg viewBox="0 0 24 24" stroke-width="2"><path fill-rule="evenodd" d="M0 0h24"></path></svg></main>
<template id="B:0"></template><noscript>JavaScript</noscript>
<script>window.__reactRouterContext = {};</script></body></html>`;

describe("bench:mainthread's floor page", () => {
  const floor = floorPageOf(SHOWN);
  const page = new DOMParser().parseFromString(floor, 'text/html');

  it('keeps the head and body markup, with the floor script in place of ours', () => {
    expect(Array.from(page.scripts, (script) => script.getAttribute('src'))).toEqual([FLOOR_SCRIPT]);
    expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(page.head.querySelector('style')?.textContent).toBe('.a{color:red}');
    expect(page.documentElement.lang).toBe('pl');
    expect(page.body.className).toBe('shell');
    expect(page.querySelector('h1')?.textContent).toBe('Wyniki dla „lalka”: 3');
    expect(page.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('lalka');
    expect(page.querySelector('template, noscript')).toBeNull();
  });

  it('hydrates without React giving up on any of it', async () => {
    document.body.innerHTML = page.body.innerHTML;
    const nodes = Array.from(document.body.children, (element) => parsePage(element, { controls: true }));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(document.body, createElement(Fragment, null, ...nodes.map(elementsOf)), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Wyniki dla „lalka”: 3');
  });
});
