import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  { name: 'Jana Vránová-Kolářová', bio: 'Divadelní herečka z Brna, která ráda načítá klasiku i pohádky pro nejmenší.' },
  { name: 'Ondřej Šťastný', bio: 'Herec a dabér s klidným, hlubokým hlasem, specialista na detektivky.' },
  { name: 'Markéta Dvořáčková', bio: 'Rozhlasová režisérka a interpretka, milovnice románů 19. století.' },
  { name: 'Petr Holoubek', bio: 'Člen činoherního souboru, který umí jedním hlasem rozehrát celý regiment.' },
  { name: 'Lucie Benešová', bio: 'Lektorka hlasové výchovy, načetla přes sto audioknih.' },
  { name: 'Miroslav Kratochvíl', bio: 'Herec starší generace, mistr historických ság a vypravěčského dechu.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Klasika',
    bio: 'Vydavatelská značka Audiory věnovaná klasické literatuře v úplných, nezkrácených nahrávkách.',
  },
  junior: {
    name: 'Audiora Junior',
    bio: 'Pohádky, dobrodružství a povinná četba natáčené pro mladé posluchače a jejich rodiče.',
  },
  studio: {
    name: 'Studio Audiora',
    bio: 'Naše vlastní studio: podcasty a rozhovory od prvního nápadu po finální mix.',
  },
  inkwell: {
    name: 'Nakladatelství Skleněný kalamář',
    bio: 'Malé nakladatelství historie a filozofie: antičtí autoři v nových, srozumitelných nahrávkách.',
  },
};

export const chapterTitle = (n: number): string => `Kapitola ${n}`;

export const reviews: MarketContent['reviews'] = {
  signatures: ['Jana', 'Tomáš', 'Lucie z Olomouce', 'Petr', 'Eva', 'Martin', 'Klára', 'Jakub', 'Věra', 'Honza', 'Bára'],
  byRating: {
    5: [
      'Skvěle načtené, poslouchala jsem se zatajeným dechem.',
      'Interpret dal každé postavě vlastní hlas – parádní práce.',
      'Vrátil jsem se k té knize po letech a objevil ji znovu.',
      'Ideální na dlouhé procházky se psem. Doporučuji!',
      'Koupila jsem to synovi a nakonec posloucháme spolu.',
    ],
    4: [
      'Velmi dobrá nahrávka, jen pár kapitol by mohlo mít svižnější tempo.',
      'Poctivá klasika, jen začátek se trochu táhne.',
      'Příjemný hlas a kvalitní zvuk.',
      'Stojí za to, hlavně na cesty.',
    ],
    3: [
      'Slušné, ale bez nadšení. Možná je to tempem.',
      'Kniha výborná, pojetí interpreta ne úplně podle mého gusta.',
      'Poslouchalo se mi to tak napůl, radši mám papírovou verzi.',
    ],
    2: ['Čteno příliš pomalu, musel jsem zrychlit na 1,5×.', 'Nepřesvědčilo mě to, uprostřed spousta hluchých míst.'],
    1: [
      'Bohužel nic pro mě, po třech kapitolách jsem skončila.',
      'Nahrané moc potichu, pořád jsem přidával hlasitost.',
    ],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Úvod',
    catalog: 'Katalog',
    search: 'Hledat',
    webPaywall: 'Přidejte se do klubu',
    helpCenter: 'Nápověda',
  },
  swimlanes: {
    new: 'Novinky',
    popular: 'Nejposlouchanější',
    free: 'Poslechněte si zdarma',
    picks: 'Výběr členů klubu',
    podcasts: 'Podcasty Audiory',
    kids: 'Pro nejmenší',
    recommended: 'Doporučujeme',
  },
  collections: 'Série a kolekce',
  categories: 'Kategorie',
  popularSearches: 'Nejčastěji hledáte',
  helpTopics: 'Témata nápovědy',
  benefitsTitle: 'Co vám klub dá',
  benefits: [
    'Nižší klubové ceny tisíců titulů',
    'Vybrané audioknihy v předplatném bez doplatku',
    'Poslech offline v aplikaci',
    'Zrušení kdykoli',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Švejk', target: { cycle: 'svejk' } },
    { label: 'Detektivky', target: { category: 'crime' } },
    { label: 'Pohádky', target: { category: 'kids-fairy-tales' } },
    { label: 'Karel Čapek', target: { work: 'valka-s-mloky' } },
    { label: 'Povinná četba', target: { category: 'classics-local' } },
    { label: 'Stoici', target: { category: 'growth-philosophy' } },
  ],
};
