import type { MarketContent } from '../market-content';
import { authors } from './authors';
import { categories } from './categories';
import { helpCenter } from './help-center';
import { legal } from './legal';
import { podcasts } from './podcasts';
import { chapterTitle, lectors, publishers, reviews, screens } from './store';
import { cycles, works } from './works';

/** The Lithuanian market's demo catalogue. */
export const ltContent: MarketContent = {
  categories,
  works,
  cycles,
  authors,
  lectors,
  publishers,
  chapterTitle,
  podcasts,
  reviews,
  screens,
  helpCenter,
  legal,
};
