import type { ContentKeys } from './content-keys.port';
import { DEMO_CONTENT_KEYS } from './demo-content-keys';

/** The demo media's published keys (`demo-content-keys.ts`), behind the `ContentKeys` port. */
export const demoContentKeys = (keys: Readonly<Record<string, string>> = DEMO_CONTENT_KEYS): ContentKeys => ({
  keyOf: (keyId) => Promise.resolve(Object.hasOwn(keys, keyId) ? (keys[keyId] ?? null) : null),
});
