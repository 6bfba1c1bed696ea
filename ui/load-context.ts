import type { RequestContext } from '#infrastructure/composition/request-context';

declare module 'react-router' {
  /** The server hands every loader its request's nonce, brand and container. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends RequestContext {}
}
