import type { Locale } from '../market/locale';

/** A path pattern below the locale prefix: `/`-separated segments, `:name` for a parameter, `{product}` for the brand. */
interface LocalisedPattern {
  readonly en: string;
  readonly pl: string;
  readonly cz: string;
}

/** Spec §2: the path languages: pl and cz have their own paths, every other market keeps the English ones. */
export type PathLanguage = keyof LocalisedPattern;

/** Spec §2: which markets keep the English paths (all but pl and cz). */
export const PATH_LANGUAGE: Readonly<Record<Locale, PathLanguage>> = {
  pl: 'pl',
  cz: 'cz',
  sk: 'en',
  de: 'en',
  lt: 'en',
  es: 'en',
  en: 'en',
  tr: 'en',
};

/**
 * Spec §2 "Route table": every route by name with its path per language (ASCII slugs).
 * The error page keeps /error/503 in every market.
 */
export const ROUTE_TABLE = {
  home: { en: '', pl: '', cz: '' },
  audiobook: { en: 'audiobook/:id', pl: 'audiobook/:id', cz: 'audiokniha/:id' },
  author: { en: 'author/:id', pl: 'autor/:id', cz: 'autor/:id' },
  lector: { en: 'lector/:id', pl: 'lektor/:id', cz: 'interpret/:id' },
  publisher: { en: 'publisher/:id', pl: 'wydawca/:id', cz: 'vydavatel/:id' },
  cycle: { en: 'cycle/:id', pl: 'cykl/:id', cz: 'serie/:id' },
  podcast: { en: 'podcast/:id', pl: 'podcast/:id', cz: 'podcast/:id' },
  player: { en: 'player/:id', pl: 'odtwarzacz/:id', cz: 'prehravac/:id' },
  catalog: { en: 'catalog', pl: 'katalog', cz: 'katalog' },
  category: { en: 'catalog/:id', pl: 'katalog/:id', cz: 'katalog/:id' },
  cart: { en: 'cart', pl: 'koszyk', cz: 'kosik' },
  favourites: { en: 'favourites', pl: 'ulubione', cz: 'oblibene' },
  shelf: { en: 'shelf', pl: 'polka', cz: 'knihovna' },
  recentlyPlayed: { en: 'recently-played', pl: 'ostatnio-sluchane', cz: 'naposledy-poslouchane' },
  applications: { en: 'applications', pl: 'aplikacje', cz: 'aplikace' },
  newsletter: { en: 'newsletter', pl: 'newsletter', cz: 'newsletter' },
  search: { en: 'search', pl: 'szukaj', cz: 'hledat' },
  searchContext: { en: 'search/:context', pl: 'szukaj/:context', cz: 'hledat/:context' },
  helpCenter: { en: 'help-center', pl: 'centrum-pomocy', cz: 'napoveda' },
  helpCenterCategory: {
    en: 'help-center/:categoryId',
    pl: 'centrum-pomocy/:categoryId',
    cz: 'napoveda/:categoryId',
  },
  helpCenterWithQuestion: {
    en: 'help-center/:categoryId/:questionId',
    pl: 'centrum-pomocy/:categoryId/:questionId',
    cz: 'napoveda/:categoryId/:questionId',
  },
  signIn: { en: 'sign-in', pl: 'zaloguj', cz: 'prihlaseni' },
  signUp: { en: 'sign-up', pl: 'zarejestruj', cz: 'registrace' },
  passwordReset: { en: 'password-reset', pl: 'przypomnij-haslo', cz: 'obnoveni-hesla' },
  passwordResetToken: { en: 'password-reset/:id', pl: 'przypomnij-haslo/:id', cz: 'obnoveni-hesla/:id' },
  deviceSignIn: { en: 'device', pl: 'urzadzenie', cz: 'zarizeni' },
  joinClub: { en: 'join-{product}-club', pl: 'dolacz-do-klubu-{product}', cz: 'pridej-se-do-klubu-{product}' },
  copyrightNotice: { en: 'copyright-notice', pl: 'nota-prawna', cz: 'autorska-prava' },
  privacyPolicy: { en: 'privacy-policy', pl: 'polityka-prywatnosci', cz: 'ochrana-osobnich-udaju' },
  reviewTerms: { en: 'review-terms', pl: 'regulamin-recenzji', cz: 'pravidla-recenzi' },
  successAudiobook: { en: 'success/audiobook', pl: 'sukces/audiobook', cz: 'uspech/audiokniha' },
  successClub: { en: 'success/{product}-club', pl: 'sukces/klub-{product}', cz: 'uspech/klub-{product}' },
  successClubCode: {
    en: 'success/{product}-club-code',
    pl: 'sukces/klub-{product}-kod',
    cz: 'uspech/klub-{product}-kod',
  },
  successClubPayu: {
    en: 'success/{product}-club-payu',
    pl: 'sukces/klub-{product}-payu',
    cz: 'uspech/klub-{product}-payu',
  },
  successPlus: { en: 'success/{product}-plus', pl: 'sukces/{product}-plus', cz: 'uspech/{product}-plus' },
  userPanel: { en: 'user-panel', pl: 'panel-uzytkownika', cz: 'uzivatelsky-panel' },
  userPanel_consents: {
    en: 'user-panel/consents',
    pl: 'panel-uzytkownika/zgody',
    cz: 'uzivatelsky-panel/souhlasy',
  },
  userPanel_familySharing: {
    en: 'user-panel/family-sharing',
    pl: 'panel-uzytkownika/udostepnianie-rodzinie',
    cz: 'uzivatelsky-panel/rodinne-sdileni',
  },
  userPanel_listeningStats: {
    en: 'user-panel/listening-stats',
    pl: 'panel-uzytkownika/statystyki-sluchania',
    cz: 'uzivatelsky-panel/statistiky-poslechu',
  },
  userPanel_playbackLimit: {
    en: 'user-panel/playback-limit',
    pl: 'panel-uzytkownika/limit-odtwarzania',
    cz: 'uzivatelsky-panel/limit-prehravani',
  },
  userPanel_profile: { en: 'user-panel/profile', pl: 'panel-uzytkownika/profil', cz: 'uzivatelsky-panel/profil' },
  userPanel_sessions: { en: 'user-panel/sessions', pl: 'panel-uzytkownika/sesje', cz: 'uzivatelsky-panel/relace' },
  userPanel_managePlan: {
    en: 'user-panel/manage-plan',
    pl: 'panel-uzytkownika/zarzadzaj-planem',
    cz: 'uzivatelsky-panel/sprava-predplatneho',
  },
  error503: { en: 'error/503', pl: 'error/503', cz: 'error/503' },
} as const satisfies Readonly<Record<string, LocalisedPattern>>;

export type RouteName = keyof typeof ROUTE_TABLE;

/** Spec §2: every route name, in table order. */
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as readonly RouteName[];

type ParamNames<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : Pattern extends `:${infer Name}`
    ? Name
    : never;

/** The parameters of a route, read from its pattern: `help-center/:categoryId/:questionId` -> { categoryId, questionId }. */
export type RouteParams<N extends RouteName> = Readonly<Record<ParamNames<(typeof ROUTE_TABLE)[N]['en']>, string>>;

/** A route by name with its parameters, without a locale (e.g. what a short link points to). */
export type RouteTarget = {
  readonly [N in RouteName]: { readonly name: N; readonly params: RouteParams<N> };
}[RouteName];

/** A path parsed back into its route, market and parameters. */
export type RouteMatch = {
  readonly [N in RouteName]: { readonly name: N; readonly locale: Locale; readonly params: RouteParams<N> };
}[RouteName];

/** Spec §2: the placeholder for the brand name inside path segments. */
export const PRODUCT_PLACEHOLDER = '{product}';
