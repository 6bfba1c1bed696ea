import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Skotský lékař a spisovatel (1859–1930), tvůrce Sherlocka Holmese. Psal také historické a dobrodružné romány.',
  },
  dumas: {
    name: 'Alexandre Dumas st.',
    bio: 'Francouzský romanopisec (1802–1870), mistr dobrodružného románu, autor Tří mušketýrů a Hraběte Monte Christa.',
  },
  austen: {
    name: 'Jane Austenová',
    bio: 'Anglická spisovatelka (1775–1817), která s ironií i něhou popisovala mravy venkovské šlechty a sňatkové strategie své doby.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'Nejčtenější autor viktoriánské Anglie (1812–1870), který se ve svých románech zastával chudých a dětí.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Skotský prozaik, básník a cestovatel (1850–1894), který poslední léta života strávil na Samoji.',
  },
  wilde: { name: 'Oscar Wilde', bio: 'Irský spisovatel a dramatik (1854–1900), mistr paradoxu a pohotové odpovědi.' },
  twain: {
    name: 'Mark Twain',
    bio: 'Americký spisovatel a humorista (1835–1910), v mládí lodivod parníků na Mississippi.',
  },
  verne: {
    name: 'Jules Verne',
    bio: 'Francouzský spisovatel (1828–1905), který v Podivuhodných cestách bral čtenáře pod hladinu moří, do nitra Země i na Měsíc.',
  },
  tolstoy: {
    name: 'Lev Nikolajevič Tolstoj',
    bio: 'Ruský spisovatel a myslitel (1828–1910), autor Vojny a míru a Anny Kareniny.',
  },
  dostoevsky: {
    name: 'Fjodor Michajlovič Dostojevskij',
    bio: 'Ruský romanopisec (1821–1881), zkoumající lidské svědomí, autor Zločinu a trestu a Bratrů Karamazových.',
  },
  chekhov: {
    name: 'Anton Pavlovič Čechov',
    bio: 'Ruský lékař, povídkář a dramatik (1860–1904), mistr krátké formy a nevyřčeného.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Dánský spisovatel (1805–1875), syn ševce z Odense, který dobyl svět svými pohádkami.',
  },
  grimm: {
    name: 'Jacob a Wilhelm Grimmové',
    bio: 'Němečtí jazykovědci a bratři (1785–1863 a 1786–1859), kteří sebrali a vydali lidové pohádky své země.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'Anglický matematik a spisovatel (1832–1898), který pro malou Alici Liddellovou vymyslel říši divů.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'Anglický spisovatel narozený v Bombaji (1865–1936), nositel Nobelovy ceny za literaturu z roku 1907.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Pražský německy píšící spisovatel (1883–1924), pojišťovací úředník, jehož znepokojivá próza dala jméno celému fenoménu.',
  },
  goethe: {
    name: 'Johann Wolfgang Goethe',
    bio: 'Německý básník, dramatik a přírodovědec (1749–1832), autor Fausta a Utrpení mladého Werthera.',
  },
  cervantes: {
    name: 'Miguel de Cervantes y Saavedra',
    bio: 'Španělský spisovatel (1547–1616), voják od Lepanta a zajatec v Alžíru, tvůrce dona Quijota.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Americký básník a povídkář (1809–1849), mistr hrůzy a otec detektivní povídky.',
  },
  shelley: {
    name: 'Mary Shelleyová',
    bio: 'Anglická spisovatelka (1797–1851), která jako devatenáctiletá vymyslela příběh doktora Frankensteina.',
  },
  stoker: { name: 'Bram Stoker', bio: 'Irský spisovatel a divadelní manažer (1847–1912), tvůrce hraběte Drákuly.' },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'Anglický obchodník, novinář a romanopisec (asi 1660–1731), autor Robinsona Crusoe.',
  },
  collodi: { name: 'Carlo Collodi', bio: 'Italský novinář a spisovatel (1826–1890), literární otec Pinocchia.' },
  'marcus-aurelius': {
    name: 'Marcus Aurelius',
    bio: 'Římský císař a stoický filozof (121–180), který velkou část vlády strávil ve válkách na Dunaji.',
  },
  caesar: {
    name: 'Gaius Julius Caesar',
    bio: 'Římský vojevůdce, politik a spisovatel (100–44 př. n. l.), dobyvatel Galie.',
  },
  suetonius: {
    name: 'Gaius Suetonius Tranquillus',
    bio: 'Římský historik a císařský tajemník (asi 70 – asi 122), životopisec římských vládců.',
  },
  seneca: {
    name: 'Lucius Annaeus Seneca',
    bio: 'Římský filozof, dramatik a rádce Neronův (asi 4 př. n. l. – 65 n. l.), jeden z nejvýznamnějších stoiků.',
  },
  hasek: {
    name: 'Jaroslav Hašek',
    bio: 'Prozaik, humorista a bohém (1883–1923), autor nejpřekládanějšího českého románu o dobrém vojáku Švejkovi.',
  },
  nemcova: {
    name: 'Božena Němcová',
    bio: 'Spisovatelka a sběratelka pohádek (1820–1862), zakladatelka moderní české prózy, autorka Babičky.',
  },
  capek: {
    name: 'Karel Čapek',
    bio: 'Spisovatel, novinář a dramatik (1890–1938), autor R.U.R. a Války s mloky, jeden z největších českých autorů 20. století.',
  },
  erben: {
    name: 'Karel Jaromír Erben',
    bio: 'Básník, historik a sběratel lidové slovesnosti (1811–1870), autor sbírky balad Kytice.',
  },
  jirasek: {
    name: 'Alois Jirásek',
    bio: 'Prozaik a dramatik (1851–1930), autor historických románů a Starých pověstí českých.',
  },
  neruda: {
    name: 'Jan Neruda',
    bio: 'Básník, prozaik a fejetonista (1834–1891), kronikář pražské Malé Strany.',
  },
};
