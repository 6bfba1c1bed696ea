/** The hosts the product owns; entry points may override them from configuration. */
export interface ProductHosts {
  /** Host of this storefront (the new store reached under the launch test). */
  readonly storefront: string;
  /** Host of the legacy store that serves the cart outside the launch test. */
  readonly legacyStore: string;
  /** Every host of the product's own domains, exact names (no wildcard subdomains). */
  readonly ownDomains: readonly string[];
  /** Hosts that serve short links (spec §2 "Short-link paths"). */
  readonly shortLinkHosts: readonly string[];
}

/**
 * Spec §2 and §5: the product's own domains, its short-link host and the two cart hosts.
 * Exact lowercase host names, compared with `URL.host` (so a port or a trailing dot never matches).
 */
export const PRODUCT_HOSTS: ProductHosts = {
  storefront: 'www.audiora.example',
  legacyStore: 'store.audiora.example',
  ownDomains: ['audiora.example', 'www.audiora.example', 'store.audiora.example', 'club.audiora.example'],
  shortLinkHosts: ['audiora.link'],
};
