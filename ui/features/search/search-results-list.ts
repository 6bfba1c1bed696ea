/** The search results as the view_item_list event names them (spec §9). */
export const SEARCH_RESULTS_LIST_ID = 'search_results';
