// @vitest-environment node
import { type ReactNode, Suspense, use } from 'react';
import type { AppLoadContext, EntryContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import handleRequest, { streamTimeout } from '#ui/entry.server';

/** What the router draws: each test sets its page. */
let page: ReactNode = null;
vi.mock('react-router', async (original) => ({
  ...(await original<object>()),
  ServerRouter: () => page,
}));

const render = (wholeDocument: boolean) =>
  handleRequest(
    new Request('http://store.test/pl'),
    200,
    new Headers(),
    {
      manifest: { routes: {} },
      routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
      staticHandlerContext: { matches: [], location: { pathname: '/pl' } },
    } as unknown as EntryContext,
    {
      nonce: 'n0nce',
      container: {},
      wholeDocument,
    } as unknown as AppLoadContext,
  );

const document = (body: ReactNode) => (
  <html lang="pl">
    <body>{body}</body>
  </html>
);

const never = new Promise<string>(() => undefined);
function Waiting() {
  return <p>{use(never)}</p>;
}

describe('the server entry', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['streamed from its shell', false],
    ['rendered whole', true],
  ])('leaves no timer behind once a page is %s, which would hold the render in memory', async (_, whole) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page = document(<p>A page</p>);
    const response = await render(whole);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<p>A page</p>');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cuts short a page still streaming after its timeout, ending it with the fallback it shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page = document(
      <Suspense fallback={<p>Loading</p>}>
        <Waiting />
      </Suspense>,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await render(false);
    const text = response.text();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(streamTimeout + 1_000);
    const html = await text;
    expect(html).toContain('<p>Loading</p>');
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/aborted/);
  });

  it("streams each of React's passes as one chunk: the shell at once, a boundary when it completes", async () => {
    let reveal = (_: string) => undefined as void;
    const later = new Promise<string>((resolve) => {
      reveal = resolve;
    });
    function Later() {
      return <p>{use(later)}</p>;
    }
    const rows = Array.from({ length: 400 }, (_, i) => <li key={i}>{`Row ${i} of a long list`}</li>);
    page = document(
      <>
        <ul>{rows}</ul>
        <Suspense fallback={<p>Loading</p>}>
          <Later />
        </Suspense>
      </>,
    );
    const response = await render(false);
    if (!response.body) throw new Error('The page has no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const shell = await reader.read();
    const shellText = decoder.decode(shell.value);
    // About 12 kB of markup, far past React's 4 kB views, in a single chunk.
    expect(shellText.length).toBeGreaterThan(12_000);
    expect(shellText).toContain('Row 399 of a long list');
    expect(shellText).toContain('<p>Loading</p>');
    reveal('Arrived later');
    const rest: string[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest.push(decoder.decode(chunk.value));
    expect(rest.join('')).toContain('Arrived later');
    expect(rest.join('')).toMatch(/<\/html>$/);
  });
});
