/** The home screen's sections as the application gives them (spec §3 "Screen sections"). */
export type {
  CategoryListSection,
  ItemSetsSection,
  ScreenElement as HomeSectionElement,
  ScreenProduct as HomeProduct,
  ScreenSection as HomeSection,
  SwimlaneSection,
} from '#application/home/screen';
