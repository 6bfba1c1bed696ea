import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  {
    name: 'Zuzana Hraboveská',
    bio: 'Divadelná herečka z Bratislavy, ktorá rada načítava klasiku aj rozprávky pre najmenších.',
  },
  { name: 'Martin Kollárik', bio: 'Herec a dabingový hlas s pokojným, hlbokým timbrom, špecialista na detektívky.' },
  { name: 'Ivana Štefanovičová', bio: 'Rozhlasová režisérka a interpretka, milovníčka románov 19. storočia.' },
  { name: 'Peter Holeštiak', bio: 'Člen činohry, ktorý dokáže jedným hlasom rozohrať celý regiment postáv.' },
  { name: 'Katarína Mlynárová', bio: 'Lektorka hlasovej výchovy, nahrala viac než sto audiokníh.' },
  { name: 'Jozef Vrabček', bio: 'Herec staršej generácie, majster historických ság a rozprávačského dychu.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Klasika',
    bio: 'Vydavateľská značka Audiory venovaná klasickej literatúre v úplných, neskrátených nahrávkach.',
  },
  junior: {
    name: 'Audiora Junior',
    bio: 'Rozprávky, dobrodružstvá a povinné čítanie nahrávané pre mladých poslucháčov a ich rodičov.',
  },
  studio: { name: 'Štúdio Audiora', bio: 'Naše vlastné štúdio: podcasty a rozhovory od prvého nápadu po finálny mix.' },
  inkwell: {
    name: 'Vydavateľstvo Sklený kalamár',
    bio: 'Malé vydavateľstvo histórie a filozofie: antickí autori v nových, zrozumiteľných nahrávkach.',
  },
};

export const chapterTitle = (n: number): string => `Kapitola ${n}`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Zuzka',
    'Tomáš',
    'Lucia z Košíc',
    'Peter',
    'Eva',
    'Marek',
    'Katka',
    'Jakub',
    'Mária',
    'Janko',
    'Barbora',
  ],
  byRating: {
    5: [
      'Výborne načítané, počúvala som so zatajeným dychom.',
      'Interpret dal každej postave vlastný hlas – skvelá práca.',
      'Vrátil som sa k tejto knihe po rokoch a objavil ju nanovo.',
      'Ideálne na dlhé prechádzky so psom. Odporúčam!',
      'Kúpila som to synovi a nakoniec počúvame spolu.',
    ],
    4: [
      'Veľmi dobrá nahrávka, len zopár kapitol by mohlo mať svižnejšie tempo.',
      'Poctivá klasika, len začiatok sa trochu vlečie.',
      'Príjemný hlas a kvalitný zvuk.',
      'Oplatí sa, hlavne na cesty.',
    ],
    3: [
      'Slušné, ale bez nadšenia. Možno je to tempom.',
      'Kniha výborná, poňatie interpreta nie celkom podľa môjho gusta.',
      'Počúvalo sa mi to tak napoly, radšej mám papierovú verziu.',
    ],
    2: ['Čítané príliš pomaly, musel som zrýchliť na 1,5×.', 'Nepresvedčilo ma to, v strede veľa hluchých miest.'],
    1: [
      'Žiaľ, nič pre mňa, po troch kapitolách som skončila.',
      'Nahraté príliš potichu, stále som pridával hlasitosť.',
    ],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Úvod',
    catalog: 'Katalóg',
    search: 'Hľadať',
    webPaywall: 'Počúvajte s Audiorou',
    helpCenter: 'Centrum pomoci',
  },
  swimlanes: {
    new: 'Novinky',
    popular: 'Najpočúvanejšie',
    free: 'Vypočujte si zadarmo',
    picks: 'Aktuálne zľavy',
    podcasts: 'Podcasty Audiory',
    kids: 'Pre najmenších',
    recommended: 'Odporúčame',
  },
  collections: 'Série a kolekcie',
  categories: 'Kategórie',
  popularSearches: 'Najčastejšie hľadáte',
  helpTopics: 'Témy pomoci',
  benefitsTitle: 'Prečo počúvať s nami',
  benefits: [
    'Ukážka z každej audioknihy zadarmo',
    'Kúpené tituly vám zostanú navždy',
    'Počúvanie offline v aplikácii',
    'Zľava 4 € na prvú audioknihu',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Dobšinského rozprávky', target: { cycle: 'dobsinsky' } },
    { label: 'Detektívky', target: { category: 'crime' } },
    { label: 'Rozprávky pre deti', target: { category: 'kids-fairy-tales' } },
    { label: 'Hviezdoslav', target: { work: 'hajnikova-zena' } },
    { label: 'Povinné čítanie', target: { category: 'classics-local' } },
    { label: 'Stoici', target: { category: 'growth-philosophy' } },
  ],
};
