/** What path building and matching need from configuration. */
export interface RoutingContext {
  /** The brand name (spec: `product`) that appears in paths such as `/join-{product}-club`; `[a-z][a-z0-9-]*`. */
  readonly product: string;
}

/** Spec §2: the brand name when configuration gives none. */
export const DEFAULT_ROUTING_CONTEXT: RoutingContext = { product: 'audiora' };
