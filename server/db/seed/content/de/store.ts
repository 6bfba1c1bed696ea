import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  {
    name: 'Johanna Berglehner',
    bio: 'Theaterschauspielerin aus München, die am liebsten Klassiker und Kindermärchen einliest.',
  },
  { name: 'Matthias Kernbach', bio: 'Sprecher und Synchronstimme mit ruhigem, warmem Timbre, Spezialist für Krimis.' },
  {
    name: 'Friederike Walloschek',
    bio: 'Hörspielregisseurin und Sprecherin mit einer Schwäche für Romane des 19. Jahrhunderts.',
  },
  {
    name: 'Stefan Oberhäuser',
    bio: 'Ensemblemitglied eines Stadttheaters, der mit einer Stimme ein ganzes Figurenarsenal spielt.',
  },
  { name: 'Katrin Dellbrück', bio: 'Sprecherzieherin, die bereits über hundert Hörbücher aufgenommen hat.' },
  { name: 'Wolfgang Reinartz', bio: 'Schauspieler der älteren Generation, Meister großer historischer Erzählungen.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Klassik',
    bio: 'Das Verlagslabel von Audiora für Klassiker der Weltliteratur in ungekürzten Aufnahmen.',
  },
  junior: {
    name: 'Audiora Junior',
    bio: 'Märchen, Abenteuer und Schullektüren, aufgenommen für junge Hörer und ihre Eltern.',
  },
  studio: {
    name: 'Audiora Studio',
    bio: 'Unser eigenes Studio: Podcasts und Gespräche von der ersten Idee bis zur letzten Mischung.',
  },
  inkwell: {
    name: 'Verlag Gläsernes Tintenfass',
    bio: 'Ein kleiner Verlag für Geschichte und Philosophie: antike Autoren in neuen, zugänglichen Aufnahmen.',
  },
};

export const chapterTitle = (n: number): string => `Kapitel ${n}`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Anna',
    'Thomas',
    'Sabine aus Köln',
    'Jonas',
    'Petra',
    'Michael',
    'Lena',
    'Felix',
    'Ursula',
    'Jan',
    'Marie',
  ],
  byRating: {
    5: [
      'Großartig gelesen, ich habe mit angehaltenem Atem zugehört.',
      'Der Sprecher gibt jeder Figur eine eigene Stimme – großartige Arbeit.',
      'Nach Jahren wieder gehört und ganz neu entdeckt.',
      'Perfekt für lange Spaziergänge mit dem Hund. Klare Empfehlung!',
      'Eigentlich für meinen Sohn gekauft, jetzt hören wir gemeinsam.',
    ],
    4: [
      'Sehr gute Aufnahme, nur ein paar Kapitel hätten etwas flotter sein können.',
      'Solider Klassiker, nur der Anfang zieht sich ein wenig.',
      'Angenehme Stimme, gute Tonqualität.',
      'Lohnt sich, vor allem auf Reisen.',
    ],
    3: [
      'Ordentlich, aber ohne Begeisterung. Vielleicht liegt es am Tempo.',
      'Das Buch ist toll, die Interpretation trifft nicht ganz meinen Geschmack.',
      'Hat mich nur halb abgeholt, ich lese lieber auf Papier.',
    ],
    2: ['Zu langsam gelesen, ich musste auf 1,5-fach stellen.', 'Hat mich nicht überzeugt, in der Mitte viele Längen.'],
    1: [
      'Leider nichts für mich, nach drei Kapiteln abgebrochen.',
      'Viel zu leise aufgenommen, ständig musste ich lauter drehen.',
    ],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Startseite',
    catalog: 'Katalog',
    search: 'Suche',
    webPaywall: 'Jetzt Club-Mitglied werden',
    helpCenter: 'Hilfe-Center',
  },
  swimlanes: {
    new: 'Neuerscheinungen',
    popular: 'Meistgehört',
    free: 'Kostenlos reinhören',
    picks: 'Empfehlungen für Club-Mitglieder',
    podcasts: 'Podcasts von Audiora',
    kids: 'Für die Kleinen',
    recommended: 'Unsere Empfehlungen',
  },
  collections: 'Reihen und Sammlungen',
  categories: 'Kategorien',
  popularSearches: 'Häufig gesucht',
  helpTopics: 'Hilfethemen',
  benefitsTitle: 'Das bietet der Club',
  benefits: [
    'Günstigere Club-Preise für Tausende Titel',
    'Ausgewählte Hörbücher ohne Aufpreis im Abo',
    'Offline hören in der App',
    'Jederzeit kündbar',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Winnetou', target: { cycle: 'winnetou' } },
    { label: 'Krimis', target: { category: 'crime' } },
    { label: 'Märchen', target: { category: 'kids-fairy-tales' } },
    { label: 'Faust', target: { work: 'faust' } },
    { label: 'Schullektüre', target: { category: 'classics-local' } },
    { label: 'Stoiker', target: { category: 'growth-philosophy' } },
  ],
};
