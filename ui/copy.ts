import type { Locale } from '#domain/market/locale';

interface Copy {
  readonly tagline: string;
  readonly categoriesHeading: string;
  readonly catalogueUnavailable: string;
  readonly notFoundTitle: string;
  readonly notFoundBody: string;
  readonly backHome: string;
  readonly errorTitle: string;
}

/** Interface text per market language, written for each language. */
export const COPY: Readonly<Record<Locale, Copy>> = {
  pl: {
    tagline: 'Audiobooki, cykle i podcasty',
    categoriesHeading: 'Kategorie',
    catalogueUnavailable: 'Katalog jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
    notFoundTitle: 'Nie znaleziono strony',
    notFoundBody: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    backHome: 'Wróć na stronę główną',
    errorTitle: 'Coś poszło nie tak',
  },
  cz: {
    tagline: 'Audioknihy, série a podcasty',
    categoriesHeading: 'Kategorie',
    catalogueUnavailable: 'Katalog je dočasně nedostupný. Zkuste to prosím za chvíli.',
    notFoundTitle: 'Stránka nenalezena',
    notFoundBody: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
    backHome: 'Zpět na úvodní stránku',
    errorTitle: 'Něco se pokazilo',
  },
  sk: {
    tagline: 'Audioknihy, série a podcasty',
    categoriesHeading: 'Kategórie',
    catalogueUnavailable: 'Katalóg je dočasne nedostupný. Skúste to, prosím, o chvíľu.',
    notFoundTitle: 'Stránka sa nenašla',
    notFoundBody: 'Stránka, ktorú hľadáte, neexistuje alebo bola presunutá.',
    backHome: 'Späť na úvodnú stránku',
    errorTitle: 'Niečo sa pokazilo',
  },
  de: {
    tagline: 'Hörbücher, Reihen und Podcasts',
    categoriesHeading: 'Kategorien',
    catalogueUnavailable: 'Der Katalog ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundBody: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
    backHome: 'Zur Startseite',
    errorTitle: 'Etwas ist schiefgelaufen',
  },
  lt: {
    tagline: 'Audioknygos, serijos ir tinklalaidės',
    categoriesHeading: 'Kategorijos',
    catalogueUnavailable: 'Katalogas laikinai nepasiekiamas. Pabandykite po akimirkos.',
    notFoundTitle: 'Puslapis nerastas',
    notFoundBody: 'Ieškomo puslapio nėra arba jis buvo perkeltas.',
    backHome: 'Grįžti į pradžią',
    errorTitle: 'Kažkas nepavyko',
  },
  es: {
    tagline: 'Audiolibros, sagas y pódcasts',
    categoriesHeading: 'Categorías',
    catalogueUnavailable: 'El catálogo no está disponible en este momento. Inténtalo de nuevo en un instante.',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'La página que buscas no existe o se ha movido.',
    backHome: 'Volver al inicio',
    errorTitle: 'Algo ha salido mal',
  },
  en: {
    tagline: 'Audiobooks, series and podcasts',
    categoriesHeading: 'Categories',
    catalogueUnavailable: 'The catalogue is unavailable right now. Please try again in a moment.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
    errorTitle: 'Something went wrong',
  },
  tr: {
    tagline: 'Sesli kitaplar, seriler ve podcast’ler',
    categoriesHeading: 'Kategoriler',
    catalogueUnavailable: 'Katalog şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundBody: 'Aradığınız sayfa yok ya da taşınmış.',
    backHome: 'Ana sayfaya dön',
    errorTitle: 'Bir şeyler ters gitti',
  },
};
