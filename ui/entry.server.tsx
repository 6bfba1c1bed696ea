import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { ContainerProvider } from './di/container-context';
import { FlushedWrites } from './flushed-writes';
import { NonceProvider } from './hooks/use-nonce';
import { serverRouterContextOf } from './server-router-context';

export const streamTimeout = 5_000;

/** Streams the page to browsers as soon as the shell is ready; crawlers and pages to be kept get the whole document. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, container, wholeDocument } = loadContext;
  const readyEvent =
    wholeDocument || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
      ? 'onAllReady'
      : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still streaming after `streamTimeout` is cut short. A finished one clears its timer, which would hold
    // the whole render (its container, its data) for seconds after the response has gone.
    let abortRender = () => undefined as void;
    const deadline = setTimeout(() => abortRender(), streamTimeout + 1_000);
    const respond = () => {
      shellRendered = true;
      const body = new FlushedWrites();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ContainerProvider container={container}>
          <ServerRouter context={serverRouterContextOf(routerContext)} url={request.url} nonce={nonce} />
        </ContainerProvider>
      </NonceProvider>,
      {
        nonce,
        // Boundaries that are complete when the shell is ready go out in place: by default React moves those past its
        // first 12.8 kB to the end of the stream, so the page first shows their fallbacks and then shifts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (readyEvent === 'onShellReady') respond();
        },
        onAllReady() {
          clearTimeout(deadline);
          if (readyEvent === 'onAllReady') respond();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported by the error boundary; log only those before it.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}
