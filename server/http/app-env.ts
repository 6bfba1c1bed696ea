import type { Market } from '#domain/market/market';

/** Per-request values the middlewares hand to the routes. */
export interface AppEnv {
  Variables: {
    /** The CSP nonce of this response. */
    nonce: string;
    /** The market of an API request (`/{lang}/v2`). */
    market: Market;
  };
}
