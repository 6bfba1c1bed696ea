import type { RequestContext } from '#infrastructure/composition/request-context';

declare module 'react-router' {
  /** The server hands every loader its request's nonce, brand and container. */
  interface AppLoadContext extends RequestContext {}
}
