import { PRODUCT_HOSTS, type ProductHosts } from '#domain/market/product-hosts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin links in e-mails point at. The request's own origin only when its host is one of the product's domains
 * or the loopback (a developer's machine): a forged `Host` header must never put a reset token into a link to
 * someone else's site. Any other host gets the storefront's address.
 */
export const publicOrigin = (requestUrl: string, hosts: ProductHosts = PRODUCT_HOSTS): string => {
  const url = new URL(requestUrl);
  if (LOOPBACK.has(url.hostname) || hosts.ownDomains.includes(url.host)) return url.origin;
  return `https://${hosts.storefront}`;
};
