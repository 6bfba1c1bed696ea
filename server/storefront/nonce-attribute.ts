/** ` nonce="…"` for a response with a nonce; nothing on a shared page, whose policy lists hashes instead. */
export const nonceAttribute = (nonce: string | undefined): string => (nonce === undefined ? '' : ` nonce="${nonce}"`);
