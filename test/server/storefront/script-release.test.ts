import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { CLICK_HOLDER_READY_EVENT, HELD_CLICK_ATTRIBUTE, HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';
import { HELD_MODULE_TYPE, scriptReleaseSource } from '#server/storefront/script-release';

const HREFS = ['/assets/entry.js', '/assets/framework.js'];
const TEXT = '/assets/pl-1.json';
const MODULE_TEXT = 'import "/assets/entry.js";';
/** Long enough that only the image, not the cap, can release a page in the tests that are not about the cap. */
const LONG_CAP_MS = 20_000;
const SETTLE_MS = 2_000;

type Decode = () => Promise<void>;
const pages: JSDOM[] = [];

/** A page as the server sends it: the release script in the head, the held module script at the end of the body. */
const openPage = ({
  hero,
  decode,
  capMs = LONG_CAP_MS,
  sliceMs,
}: {
  hero: boolean;
  decode?: Decode;
  capMs?: number;
  sliceMs?: number;
}) => {
  const html =
    `<!doctype html><html><head><script nonce="n1">${scriptReleaseSource({ modules: HREFS, fetches: [TEXT] }, capMs, sliceMs)}</script></head><body>` +
    (hero ? '<img fetchpriority="high" src="/cover.svg" alt="">' : '<p>text</p>') +
    `<button ${HOLDS_CLICK_ATTRIBUTE}><span>Catalogue</span></button><button>Plain</button>` +
    `<script nonce="n1" type="${HELD_MODULE_TYPE}">${MODULE_TEXT}</script></body></html>`;
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (decode) Object.defineProperty(window.HTMLImageElement.prototype, 'decode', { value: decode });
    },
  });
  pages.push(dom);
  return dom.window.document;
};

const released = (doc: Document) => ({
  preloads: [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  text: [...doc.head.querySelectorAll('link[rel="preload"][as="fetch"][crossorigin="anonymous"]')].map((link) =>
    link.getAttribute('href'),
  ),
  modules: [...doc.querySelectorAll('script[type="module"]')].map((script) => ({
    text: script.textContent,
    nonce: (script as HTMLScriptElement).nonce,
  })),
  held: doc.querySelectorAll(`script[type="${HELD_MODULE_TYPE}"]`).length,
});

const NOT_YET = { preloads: [], text: [], modules: [], held: 1 };
const DONE = { preloads: HREFS, text: [TEXT], modules: [{ text: MODULE_TEXT, nonce: 'n1' }], held: 0 };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  for (const dom of pages.splice(0)) dom.window.close();
});

describe('the release script', () => {
  it('starts the scripts one frame after the page is parsed when it has no main image', async () => {
    const doc = openPage({ hero: false });
    await expect.poll(() => released(doc), { timeout: SETTLE_MS }).toEqual(DONE);
  });

  it("waits for the main image to be decoded, then starts the scripts under the page's nonce, once", async () => {
    let decoded!: () => void;
    const doc = openPage({ hero: true, decode: () => new Promise<void>((resolve) => (decoded = resolve)) });
    await wait(100);
    expect(released(doc)).toEqual(NOT_YET);
    decoded();
    await expect.poll(() => released(doc), { timeout: SETTLE_MS }).toEqual(DONE);
    await wait(100);
    expect(released(doc)).toEqual(DONE);
  });

  it('starts them when the main image fails', async () => {
    const doc = openPage({ hero: true, decode: () => Promise.reject(new Error('EncodingError')) });
    await expect.poll(() => released(doc), { timeout: SETTLE_MS }).toEqual(DONE);
  });

  it('starts them after its cap when the main image never arrives', async () => {
    const doc = openPage({ hero: true, decode: () => new Promise<void>(() => undefined), capMs: 300 });
    await wait(100);
    expect(released(doc)).toEqual(NOT_YET);
    await expect.poll(() => released(doc), { timeout: SETTLE_MS }).toEqual(DONE);
  });

  it('adds the preloads in tasks of its slice, then starts the module script in one more', async () => {
    const doc = openPage({ hero: false, sliceMs: 0 });
    const view = doc.defaultView as Window & typeof globalThis;
    // Mutation records arrive once per task that changed the page: one batch per slice.
    const batches: string[][] = [];
    new view.MutationObserver((records) =>
      batches.push(
        records.flatMap((record) =>
          [...record.addedNodes].map((node) =>
            node instanceof view.HTMLLinkElement ? `preload ${node.getAttribute('href')}` : node.nodeName.toLowerCase(),
          ),
        ),
      ),
    ).observe(doc, { childList: true, subtree: true });
    await expect.poll(() => released(doc), { timeout: SETTLE_MS }).toEqual(DONE);
    expect(batches).toEqual([[`preload ${TEXT}`, `preload ${HREFS[0]}`], [`preload ${HREFS[1]}`], ['script']]);
  });

  it('adds them all and starts the module script in one task while the browser keeps within the slice', async () => {
    const doc = openPage({ hero: false, sliceMs: 1_000 });
    const view = doc.defaultView as Window & typeof globalThis;
    const batches: number[] = [];
    new view.MutationObserver((records) => batches.push(records.length)).observe(doc, {
      childList: true,
      subtree: true,
    });
    await expect.poll(() => released(doc), { timeout: SETTLE_MS }).toEqual(DONE);
    expect(batches).toHaveLength(1);
  });

  it("holds a press on a control that holds clicks, marked for the page's holder, until that holder takes over", async () => {
    const doc = openPage({ hero: true, decode: () => new Promise<void>(() => undefined) });
    const [holding, plain] = [...doc.querySelectorAll('button')] as HTMLButtonElement[];
    const reached: string[] = [];
    for (const button of [holding, plain])
      button?.addEventListener('click', () => reached.push(button.textContent ?? ''));
    const view = doc.defaultView as Window & typeof globalThis;
    const press = new view.MouseEvent('click', { bubbles: true, cancelable: true });
    holding?.querySelector('span')?.dispatchEvent(press);
    plain?.click();
    expect(press.defaultPrevented).toBe(true);
    expect(reached).toEqual(['Plain']);
    expect(holding?.getAttribute('aria-busy')).toBe('true');
    expect(holding?.hasAttribute(HELD_CLICK_ATTRIBUTE)).toBe(true);

    doc.dispatchEvent(new view.Event(CLICK_HOLDER_READY_EVENT));
    holding?.click();
    expect(reached).toEqual(['Plain', 'Catalogue']);
  });
});
