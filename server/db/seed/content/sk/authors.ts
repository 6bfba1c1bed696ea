import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Škótsky lekár a spisovateľ (1859–1930), tvorca Sherlocka Holmesa. Písal aj historické a dobrodružné romány.',
  },
  dumas: {
    name: 'Alexandre Dumas st.',
    bio: 'Francúzsky romanopisec (1802–1870), majster dobrodružného románu, autor Troch mušketierov a Grófa Monte Christa.',
  },
  austen: {
    name: 'Jane Austenová',
    bio: 'Anglická spisovateľka (1775–1817), ktorá s iróniou aj nehou opisovala mravy vidieckej šľachty a sobášne stratégie svojej doby.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'Najčítanejší autor viktoriánskeho Anglicka (1812–1870), ktorý sa vo svojich románoch zastával chudobných a detí.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Škótsky prozaik, básnik a cestovateľ (1850–1894), ktorý posledné roky života prežil na Samoe.',
  },
  wilde: {
    name: 'Oscar Wilde',
    bio: 'Írsky spisovateľ a dramatik (1854–1900), majster paradoxu a pohotovej odpovede.',
  },
  twain: {
    name: 'Mark Twain',
    bio: 'Americký spisovateľ a humorista (1835–1910), v mladosti lodivod parníkov na Mississippi.',
  },
  verne: {
    name: 'Jules Verne',
    bio: 'Francúzsky spisovateľ (1828–1905), ktorý v Podivuhodných cestách bral čitateľov pod hladinu morí, do vnútra Zeme aj na Mesiac.',
  },
  tolstoy: {
    name: 'Lev Nikolajevič Tolstoj',
    bio: 'Ruský spisovateľ a mysliteľ (1828–1910), autor Vojny a mieru a Anny Kareninovej.',
  },
  dostoevsky: {
    name: 'Fiodor Michajlovič Dostojevskij',
    bio: 'Ruský romanopisec (1821–1881), skúmajúci ľudské svedomie, autor Zločinu a trestu a Bratov Karamazovovcov.',
  },
  chekhov: {
    name: 'Anton Pavlovič Čechov',
    bio: 'Ruský lekár, poviedkar a dramatik (1860–1904), majster krátkej formy a nevysloveného.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Dánsky spisovateľ (1805–1875), syn obuvníka z Odense, ktorý dobyl svet svojimi rozprávkami.',
  },
  grimm: {
    name: 'Jacob a Wilhelm Grimmovci',
    bio: 'Nemeckí jazykovedci a bratia (1785–1863 a 1786–1859), ktorí zozbierali a vydali ľudové rozprávky svojej krajiny.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'Anglický matematik a spisovateľ (1832–1898), ktorý pre malú Alicu Liddellovú vymyslel krajinu zázrakov.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'Anglický spisovateľ narodený v Bombaji (1865–1936), nositeľ Nobelovej ceny za literatúru z roku 1907.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Pražský nemecky píšuci spisovateľ (1883–1924), poisťovací úradník, ktorého znepokojivá próza dala meno celému fenoménu.',
  },
  goethe: {
    name: 'Johann Wolfgang Goethe',
    bio: 'Nemecký básnik, dramatik a prírodovedec (1749–1832), autor Fausta a Utrpenia mladého Werthera.',
  },
  cervantes: {
    name: 'Miguel de Cervantes y Saavedra',
    bio: 'Španielsky spisovateľ (1547–1616), vojak od Lepanta a zajatec v Alžíri, tvorca dona Quijota.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Americký básnik a poviedkar (1809–1849), majster hrôzy a otec detektívnej poviedky.',
  },
  shelley: {
    name: 'Mary Shelleyová',
    bio: 'Anglická spisovateľka (1797–1851), ktorá ako devätnásťročná vymyslela príbeh doktora Frankensteina.',
  },
  stoker: { name: 'Bram Stoker', bio: 'Írsky spisovateľ a divadelný manažér (1847–1912), tvorca grófa Drakulu.' },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'Anglický obchodník, novinár a romanopisec (asi 1660–1731), autor Robinsona Crusoa.',
  },
  collodi: { name: 'Carlo Collodi', bio: 'Taliansky novinár a spisovateľ (1826–1890), literárny otec Pinocchia.' },
  'marcus-aurelius': {
    name: 'Marcus Aurelius',
    bio: 'Rímsky cisár a stoický filozof (121–180), ktorý veľkú časť vlády strávil vo vojnách na Dunaji.',
  },
  caesar: {
    name: 'Gaius Iulius Caesar',
    bio: 'Rímsky vojvodca, politik a spisovateľ (100–44 pred n. l.), dobyvateľ Galie.',
  },
  suetonius: {
    name: 'Gaius Suetonius Tranquillus',
    bio: 'Rímsky historik a cisársky tajomník (asi 70 – asi 122), životopisec rímskych vládcov.',
  },
  seneca: {
    name: 'Lucius Annaeus Seneca',
    bio: 'Rímsky filozof, dramatik a Nerónov radca (asi 4 pred n. l. – 65 n. l.), jeden z najvýznamnejších stoikov.',
  },
  dobsinsky: {
    name: 'Pavol Dobšinský',
    bio: 'Evanjelický kňaz, folklorista a zberateľ (1828–1885), ktorý zachránil pre budúce generácie stovky slovenských rozprávok.',
  },
  kukucin: {
    name: 'Martin Kukučín',
    bio: 'Prozaik a lekár (1860–1928), ktorý žil na ostrove Brač aj v Južnej Amerike, zakladateľ slovenského realizmu.',
  },
  hviezdoslav: {
    name: 'Pavol Országh Hviezdoslav',
    bio: 'Básnik, dramatik a prekladateľ (1849–1921), autor Hájnikovej ženy a Krvavých sonetov.',
  },
  jesensky: {
    name: 'Janko Jesenský',
    bio: 'Básnik, prozaik a úradník (1874–1945), majster jemnej irónie, autor Malomestských rozprávok a Demokratov.',
  },
  'nadasi-jege': {
    name: 'Ladislav Nádaši-Jégé',
    bio: 'Lekár a spisovateľ (1866–1940), autor historických a satirických próz s ostrým pohľadom na spoločnosť.',
  },
  vajansky: {
    name: 'Svetozár Hurban Vajanský',
    bio: 'Básnik, prozaik a novinár (1847–1916), vedúca osobnosť martinského kultúrneho života.',
  },
};
