import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  { name: 'Marta Wierzbicka', bio: 'Aktorka teatralna z Krakowa; od lat nagrywa klasykę i baśnie dla dzieci.' },
  { name: 'Tomasz Grabowiecki', bio: 'Lektor i aktor dubbingowy, znany z ciepłego, spokojnego głosu.' },
  { name: 'Agnieszka Lisowska', bio: 'Aktorka i reżyserka słuchowisk radiowych, miłośniczka powieści XIX wieku.' },
  { name: 'Paweł Zarembski', bio: 'Aktor teatru dramatycznego; czyta kryminały tak, że trudno przestać słuchać.' },
  { name: 'Katarzyna Ostoja', bio: 'Lektorka i nauczycielka emisji głosu, nagrała ponad sto audiobooków.' },
  {
    name: 'Jerzy Nałęcz-Brzeski',
    bio: 'Aktor starszego pokolenia, mistrz opowieści historycznych i epickiego oddechu.',
  },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Klasyka',
    bio: 'Wydawnicza marka Audiory poświęcona klasyce literatury w pełnych, nieskracanych nagraniach.',
  },
  junior: {
    name: 'Audiora Junior',
    bio: 'Baśnie, przygody i lektury nagrywane z myślą o młodych słuchaczach i ich rodzicach.',
  },
  studio: {
    name: 'Studio Audiora',
    bio: 'Nasze własne studio: podcasty i rozmowy tworzone od pierwszego pomysłu do ostatniego miksu.',
  },
  inkwell: {
    name: 'Oficyna Szklany Kałamarz',
    bio: 'Niewielka oficyna od historii i filozofii: starożytni autorzy w nowych, przystępnych nagraniach.',
  },
};

export const chapterTitle = (n: number): string => `Rozdział ${n}`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Ania',
    'Marek',
    'Kasia z Gdańska',
    'Tomek',
    'Ewa',
    'Piotr',
    'Magda',
    'Bartek',
    'Zofia',
    'Krzysztof',
    'Ola',
  ],
  byRating: {
    5: [
      'Świetnie przeczytane, słuchałam z zapartym tchem.',
      'Lektor nadał każdej postaci osobny głos — wspaniała robota.',
      'Wróciłem do tej książki po latach i odkryłem ją na nowo.',
      'Idealne na długie spacery z psem. Polecam!',
      'Kupiłam dla syna, a skończyło się na tym, że słuchamy razem.',
    ],
    4: [
      'Bardzo dobre nagranie, choć kilka rozdziałów mogłoby być żwawsze.',
      'Kawał dobrej klasyki, tylko początek trochę się dłuży.',
      'Przyjemny głos lektora i dobra jakość dźwięku.',
      'Warto, szczególnie w podróży.',
    ],
    3: [
      'Poprawnie, ale bez zachwytu. Może to kwestia tempa.',
      'Książka świetna, interpretacja lektora nie do końca w moim guście.',
      'Słuchało się średnio, wolę wersję papierową.',
    ],
    2: ['Czytane za wolno, musiałem przyspieszyć do 1,5x.', 'Nie przekonało mnie, w środku sporo dłużyzn.'],
    1: ['Niestety nie dla mnie, przerwałam po trzech rozdziałach.', 'Za cicho nagrane, ciągle podkręcałem głośność.'],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Strona główna',
    catalog: 'Katalog',
    search: 'Szukaj',
    webPaywall: 'Dołącz do klubu',
    helpCenter: 'Centrum pomocy',
  },
  swimlanes: {
    new: 'Nowości',
    popular: 'Najchętniej słuchane',
    free: 'Posłuchaj za darmo',
    picks: 'Wybór klubowiczów',
    podcasts: 'Podcasty Audiory',
    kids: 'Dla najmłodszych',
    recommended: 'Polecamy',
  },
  collections: 'Serie i kolekcje',
  categories: 'Kategorie',
  popularSearches: 'Popularne wyszukiwania',
  helpTopics: 'Tematy pomocy',
  benefitsTitle: 'Co daje klub',
  benefits: [
    'Niższe ceny klubowe na tysiące tytułów',
    'Wybrane audiobooki w abonamencie bez dopłat',
    'Słuchanie offline w aplikacji',
    'Rezygnacja w każdej chwili',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Trylogia Sienkiewicza', target: { cycle: 'trylogia' } },
    { label: 'Kryminały', target: { category: 'crime' } },
    { label: 'Baśnie dla dzieci', target: { category: 'kids-fairy-tales' } },
    { label: 'Pan Tadeusz', target: { work: 'pan-tadeusz' } },
    { label: 'Lektury szkolne', target: { category: 'classics-local' } },
    { label: 'Stoicy', target: { category: 'growth-philosophy' } },
  ],
};
