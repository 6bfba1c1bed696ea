import type { Locale } from '#domain/market/locale';
import { czContent } from './cz/index';
import { deContent } from './de/index';
import { enContent } from './en/index';
import { esContent } from './es/index';
import { ltContent } from './lt/index';
import type { MarketContent } from './market-content';
import { plContent } from './pl/index';
import { skContent } from './sk/index';
import { trContent } from './tr/index';

/** Every market's demo catalogue, in its own language. */
export const DEMO_CONTENT: Readonly<Record<Locale, MarketContent>> = {
  pl: plContent,
  cz: czContent,
  sk: skContent,
  de: deContent,
  lt: ltContent,
  es: esContent,
  en: enContent,
  tr: trContent,
};
