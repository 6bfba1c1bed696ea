import type { Market } from '#domain/market/market';
import type { Viewer } from '../accounts/session/viewer';

/** Per-request values the middlewares hand to the routes. */
export interface AppEnv {
  Variables: {
    /** The CSP nonce of this response. */
    nonce: string;
    /** The market of an API request (`/{lang}/v2`). */
    market: Market;
    /** The signed-in user of an API request, or null for a visitor. */
    viewer: Viewer | null;
    /** Who sent the request, as throttles count and logs name it (`http/client/`). */
    clientAddress: string;
    /** Where this request's links point, in mails and pages (`PUBLIC_ORIGIN`; never an untrusted `Host`). */
    publicOrigin: string;
  };
}
