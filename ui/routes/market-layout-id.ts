import type { PathLanguage } from '#domain/routing/route-table';

const PREFIX = 'market:';

/** The route id of the layout that frames one path language's pages (`market:pl`, `market:en`). */
export const marketLayoutId = (language: PathLanguage): string => `${PREFIX}${language}`;

/** Whether a route id is one of the path languages' layouts. */
export const isMarketLayoutId = (id: string): boolean => id.startsWith(PREFIX);
