import { brandName } from './brand-name';

/** Spec §7 and §9: every API request names the web client and this version. */
export const WEB_CLIENT_VERSION = '1.97.2';

/** Spec §7: the device header the web client sends with every request. */
export const deviceHeaderValue = (brand: string, userAgent: string): string =>
  `${brandName(brand)}Web/${WEB_CLIENT_VERSION} Web/3.0 (Browser;${userAgent})`;
