import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  { name: 'Rūta Vaitkevičiūtė', bio: 'Kauno dramos teatro aktorė, mėgstanti įgarsinti klasiką ir pasakas mažiesiems.' },
  { name: 'Mindaugas Žilinskas', bio: 'Aktorius ir dubliavimo balsas ramiu, sodriu tembru, detektyvų specialistas.' },
  { name: 'Indrė Jankauskienė', bio: 'Radijo spektaklių režisierė ir skaitovė, XIX amžiaus romanų gerbėja.' },
  { name: 'Tadas Kazlauskas', bio: 'Teatro aktorius, vienu balsu suvaidinantis visą veikėjų būrį.' },
  { name: 'Gintarė Petrauskaitė', bio: 'Kalbos kultūros dėstytoja, įrašiusi daugiau nei šimtą audioknygų.' },
  { name: 'Algirdas Mackevičius', bio: 'Vyresnės kartos aktorius, istorinių sagų ir neskubaus pasakojimo meistras.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora klasika',
    bio: '„Audiora“ leidybos ženklas, skirtas pasaulio klasikai nesutrumpintais įrašais.',
  },
  junior: {
    name: 'Audiora jaunimui',
    bio: 'Pasakos, nuotykiai ir privalomoji literatūra, įrašyta jauniesiems klausytojams ir jų tėvams.',
  },
  studio: {
    name: 'Audiora studija',
    bio: 'Mūsų pačių studija: tinklalaidės ir pokalbiai nuo pirmosios idėjos iki galutinio miksavimo.',
  },
  inkwell: {
    name: 'Leidykla „Stiklinė rašalinė“',
    bio: 'Nedidelė istorijos ir filosofijos leidykla: antikos autoriai naujuose, aiškiuose įrašuose.',
  },
};

export const chapterTitle = (n: number): string => `${n} skyrius`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Rūta',
    'Tomas',
    'Aistė iš Kauno',
    'Mantas',
    'Eglė',
    'Darius',
    'Ieva',
    'Lukas',
    'Birutė',
    'Jonas',
    'Gabija',
  ],
  byRating: {
    5: [
      'Puikiai įskaityta, klausiausi sulaikiusi kvapą.',
      'Skaitovas kiekvienam veikėjui suteikė savo balsą – nuostabus darbas.',
      'Grįžau prie šios knygos po daugelio metų ir atradau ją iš naujo.',
      'Idealu ilgiems pasivaikščiojimams su šunimi. Rekomenduoju!',
      'Pirkau sūnui, o dabar klausomės kartu.',
    ],
    4: [
      'Labai geras įrašas, tik keli skyriai galėjo būti gyvesni.',
      'Tvirta klasika, tik pradžia kiek užtęsta.',
      'Malonus balsas ir gera garso kokybė.',
      'Verta, ypač kelionėje.',
    ],
    3: [
      'Neblogai, bet be didelio susižavėjimo. Gal dėl tempo.',
      'Knyga puiki, bet skaitovo interpretacija ne visai mano skonio.',
      'Klausėsi vidutiniškai, man labiau patinka popierinė knyga.',
    ],
    2: ['Skaitoma per lėtai, teko pagreitinti iki 1,5 karto.', 'Neįtikino, viduryje daug ištęstų vietų.'],
    1: ['Deja, ne man – nutraukiau po trijų skyrių.', 'Įrašyta per tyliai, vis turėjau didinti garsą.'],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Pradžia',
    catalog: 'Katalogas',
    search: 'Paieška',
    webPaywall: 'Prisijunkite prie klubo',
    helpCenter: 'Pagalbos centras',
  },
  swimlanes: {
    new: 'Naujienos',
    popular: 'Populiariausios',
    free: 'Klausykite nemokamai',
    picks: 'Klubo narių pasirinkimas',
    podcasts: '„Audiora“ tinklalaidės',
    kids: 'Mažiesiems',
    recommended: 'Rekomenduojame',
  },
  collections: 'Serijos ir rinkiniai',
  categories: 'Kategorijos',
  popularSearches: 'Dažniausiai ieškoma',
  helpTopics: 'Pagalbos temos',
  benefitsTitle: 'Ką suteikia klubas',
  benefits: [
    'Mažesnės klubo kainos tūkstančiams knygų',
    'Atrinktos audioknygos prenumeratoje be papildomo mokesčio',
    'Klausymas be interneto programėlėje',
    'Atsisakyti galima bet kada',
  ],
  searches: [
    { label: 'Šerlokas Holmsas', target: { cycle: 'sherlock-holmes' } },
    { label: 'Anė iš Žaliastogių', target: { cycle: 'anne' } },
    { label: 'Detektyvai', target: { category: 'crime' } },
    { label: 'Pasakos vaikams', target: { category: 'kids-fairy-tales' } },
    { label: 'Donelaičio „Metai“', target: { work: 'metai' } },
    { label: 'Privalomoji literatūra', target: { category: 'classics-local' } },
    { label: 'Stoikai', target: { category: 'growth-philosophy' } },
  ],
};
