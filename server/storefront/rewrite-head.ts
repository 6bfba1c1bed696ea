/** The head is in the first few kilobytes; a page whose head is not found within this is passed on untouched. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = '</head>';

/**
 * Rewrites an HTML page's `<head>` on its way out; the head is buffered, everything from `</head>` streams through.
 * It works on bytes: `</head>` is ASCII, so cutting there never splits a letter, and the rest is passed on as it came.
 */
export const rewriteHead = (response: Response, rewrite: (head: string) => string): Response => {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body || !type.startsWith('text/html')) return response;
  let buffered = Buffer.alloc(0);
  let done = false;
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      const searchFrom = buffered.length - HEAD_END.length + 1;
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(HEAD_END, Math.max(0, searchFrom));
      if (end === -1 && buffered.length < MAX_HEAD_BYTES) return;
      done = true;
      if (end === -1) {
        controller.enqueue(buffered);
      } else {
        controller.enqueue(Buffer.from(rewrite(buffered.toString('utf8', 0, end))));
        controller.enqueue(buffered.subarray(end));
      }
      buffered = Buffer.alloc(0);
    },
    flush(controller) {
      if (!done && buffered.length > 0) controller.enqueue(buffered);
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(transform), { status: response.status, headers });
};
