/**
 * Replaces the first occurrence of an ASCII `search` in a byte stream, wherever the network cuts it: the last
 * `search.length - 1` bytes of each chunk wait for the next one. Everything after the match streams through.
 */
export const replaceFirstInStream = (search: string, replacement: string): TransformStream<Uint8Array, Uint8Array> => {
  const needle = Buffer.from(search);
  const keep = needle.length - 1;
  let pending = Buffer.alloc(0);
  let done = false;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      const bytes = Buffer.concat([pending, chunk]);
      const at = bytes.indexOf(needle);
      if (at !== -1) {
        done = true;
        pending = Buffer.alloc(0);
        controller.enqueue(bytes.subarray(0, at));
        controller.enqueue(Buffer.from(replacement));
        controller.enqueue(bytes.subarray(at + needle.length));
        return;
      }
      const cut = Math.max(0, bytes.length - keep);
      if (cut > 0) controller.enqueue(bytes.subarray(0, cut));
      pending = bytes.subarray(cut);
    },
    flush(controller) {
      if (pending.length > 0) controller.enqueue(pending);
    },
  });
};
