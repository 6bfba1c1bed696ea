import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Schottischer Arzt und Schriftsteller (1859–1930), Schöpfer von Sherlock Holmes. Er schrieb auch historische Romane und Abenteuergeschichten.',
  },
  dumas: {
    name: 'Alexandre Dumas',
    bio: 'Französischer Romancier (1802–1870), Meister des Abenteuerromans, Autor der „Drei Musketiere“ und des „Grafen von Monte Christo“.',
  },
  austen: {
    name: 'Jane Austen',
    bio: 'Englische Schriftstellerin (1775–1817), die mit Ironie und Zärtlichkeit die Sitten des Landadels und die Heiratspolitik ihrer Zeit beschrieb.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'Der meistgelesene Autor des viktorianischen England (1812–1870), der in seinen Romanen für die Armen und für Kinder Partei ergriff.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Schottischer Erzähler, Dichter und Reisender (1850–1894), der seine letzten Jahre auf Samoa verbrachte.',
  },
  wilde: {
    name: 'Oscar Wilde',
    bio: 'Irischer Schriftsteller und Dramatiker (1854–1900), Meister des Paradoxons und der schlagfertigen Pointe.',
  },
  twain: {
    name: 'Mark Twain',
    bio: 'Amerikanischer Schriftsteller und Humorist (1835–1910), in jungen Jahren Lotse auf Mississippi-Dampfern.',
  },
  verne: {
    name: 'Jules Verne',
    bio: 'Französischer Schriftsteller (1828–1905), der seine Leser in den „Außergewöhnlichen Reisen“ unters Meer, ins Erdinnere und zum Mond mitnahm.',
  },
  tolstoy: {
    name: 'Leo Tolstoi',
    bio: 'Russischer Schriftsteller und Denker (1828–1910), Autor von „Krieg und Frieden“ und „Anna Karenina“.',
  },
  dostoevsky: {
    name: 'Fjodor Dostojewski',
    bio: 'Russischer Romancier (1821–1881), Erforscher des menschlichen Gewissens, Autor von „Schuld und Sühne“ und „Die Brüder Karamasow“.',
  },
  chekhov: {
    name: 'Anton Tschechow',
    bio: 'Russischer Arzt, Erzähler und Dramatiker (1860–1904), Meister der kurzen Form und des Unausgesprochenen.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Dänischer Dichter (1805–1875), Sohn eines Schuhmachers aus Odense, der mit seinen Märchen die Welt eroberte.',
  },
  grimm: {
    name: 'Jacob und Wilhelm Grimm',
    bio: 'Deutsche Sprachwissenschaftler und Brüder (1785–1863 und 1786–1859), die die Volksmärchen ihres Landes sammelten und herausgaben.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'Englischer Mathematiker und Schriftsteller (1832–1898), der für die kleine Alice Liddell das Wunderland erfand.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'In Bombay geborener englischer Schriftsteller (1865–1936), Literaturnobelpreisträger von 1907.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Prager Schriftsteller deutscher Sprache (1883–1924), Versicherungsbeamter, dessen beklemmende Prosa einem ganzen Phänomen den Namen gab.',
  },
  goethe: {
    name: 'Johann Wolfgang von Goethe',
    bio: 'Dichter, Dramatiker und Naturforscher (1749–1832), Autor des „Faust“ und der „Leiden des jungen Werther“.',
  },
  cervantes: {
    name: 'Miguel de Cervantes',
    bio: 'Spanischer Schriftsteller (1547–1616), Soldat bei Lepanto und Gefangener in Algier, Schöpfer des Don Quijote.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Amerikanischer Dichter und Erzähler (1809–1849), Meister des Unheimlichen und Vater der Detektivgeschichte.',
  },
  shelley: {
    name: 'Mary Shelley',
    bio: 'Englische Schriftstellerin (1797–1851), die mit neunzehn Jahren die Geschichte von Frankenstein erfand.',
  },
  stoker: {
    name: 'Bram Stoker',
    bio: 'Irischer Schriftsteller und Theatermanager (1847–1912), Schöpfer des Grafen Dracula.',
  },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'Englischer Kaufmann, Journalist und Romancier (um 1660–1731), Autor des „Robinson Crusoe“.',
  },
  collodi: {
    name: 'Carlo Collodi',
    bio: 'Italienischer Journalist und Schriftsteller (1826–1890), literarischer Vater des Pinocchio.',
  },
  'marcus-aurelius': {
    name: 'Mark Aurel',
    bio: 'Römischer Kaiser und stoischer Philosoph (121–180), der einen großen Teil seiner Regierungszeit in Kriegen an der Donau verbrachte.',
  },
  caesar: {
    name: 'Gaius Julius Caesar',
    bio: 'Römischer Feldherr, Politiker und Schriftsteller (100–44 v. Chr.), Eroberer Galliens.',
  },
  suetonius: {
    name: 'Sueton',
    bio: 'Römischer Geschichtsschreiber und kaiserlicher Sekretär (um 70 – um 122), Biograf der römischen Herrscher.',
  },
  seneca: {
    name: 'Seneca',
    bio: 'Römischer Philosoph, Dramatiker und Berater Neros (um 4 v. Chr. – 65 n. Chr.), einer der bedeutendsten Stoiker.',
  },
  may: {
    name: 'Karl May',
    bio: 'Sächsischer Abenteuerschriftsteller (1842–1912), der den Wilden Westen und den Orient beschrieb, lange bevor er sie selbst bereiste.',
  },
  fontane: {
    name: 'Theodor Fontane',
    bio: 'Apotheker, Journalist und Romancier (1819–1898), der große Chronist Preußens und Meister des Gesellschaftsromans.',
  },
  storm: {
    name: 'Theodor Storm',
    bio: 'Jurist und Dichter aus Husum (1817–1888), dessen Novellen von der Nordseeküste erzählen.',
  },
  zweig: {
    name: 'Stefan Zweig',
    bio: 'Österreichischer Schriftsteller (1881–1942), Meister der Novelle und der historischen Miniatur; er starb im brasilianischen Exil.',
  },
  hoffmann: {
    name: 'E. T. A. Hoffmann',
    bio: 'Jurist, Komponist und Dichter der Romantik (1776–1822), Meister des Fantastischen und Unheimlichen.',
  },
  kleist: {
    name: 'Heinrich von Kleist',
    bio: 'Dramatiker und Erzähler (1777–1811), dessen Werke um Recht, Gefühl und Zufall kreisen.',
  },
};
