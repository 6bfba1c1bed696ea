import { Transform, type TransformCallback } from 'node:stream';

/**
 * The stream React renders a page into on the server: it keeps React's writes (4 kB views and long strings, about
 * forty for a page) and passes them on as one chunk each time React flushes, which it does after every pass over what
 * is ready. The page streams as before, shell first and each boundary as it completes, while every layer after it
 * (web streams, the head's rewrite, the socket) handles a few chunks instead of dozens. It never asks React to wait:
 * what it holds is a pass React has already rendered, which would otherwise wait in React's own queue.
 */
export class FlushedWrites extends Transform {
  #pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#pending.push(chunk);
    done();
  }

  /** React's signal that a pass is written (it calls `flush` on any destination that has one). */
  flush() {
    if (this.#pending.length === 0) return;
    const chunks = this.#pending;
    this.#pending = [];
    this.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
