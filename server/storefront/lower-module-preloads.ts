const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/**
 * Marks the page's module preloads low priority. The server-rendered page is complete without its scripts, which only
 * make it interactive, so on a slow link the first paint and the above-the-fold covers must not queue behind them.
 */
export const lowerModulePreloads = (head: string): string => head.replace(MODULE_PRELOAD, '<link fetchpriority="low"');
