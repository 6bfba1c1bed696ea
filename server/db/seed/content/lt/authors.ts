import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Škotų gydytojas ir rašytojas (1859–1930), Šerloko Holmso kūrėjas. Rašė ir istorinius bei nuotykių romanus.',
  },
  dumas: {
    name: 'Alexandre Dumas',
    bio: 'Prancūzų romanistas (1802–1870), nuotykių romano meistras, „Trijų muškietininkų“ ir „Grafo Monte Kristo“ autorius.',
  },
  austen: {
    name: 'Jane Austen',
    bio: 'Anglų rašytoja (1775–1817), ironiškai ir švelniai vaizdavusi savo meto dvarininkų papročius ir vedybų strategijas.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'Skaitomiausias Viktorijos laikų Anglijos rašytojas (1812–1870), savo romanuose užstojęs vargšus ir vaikus.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Škotų prozininkas, poetas ir keliautojas (1850–1894), paskutiniuosius gyvenimo metus praleidęs Samoa salose.',
  },
  wilde: {
    name: 'Oscar Wilde',
    bio: 'Airių rašytojas ir dramaturgas (1854–1900), paradokso ir taiklaus atsakymo meistras.',
  },
  twain: {
    name: 'Mark Twain',
    bio: 'Amerikiečių rašytojas ir humoristas (1835–1910), jaunystėje buvęs Misisipės garlaivių locmanas.',
  },
  verne: {
    name: 'Jules Verne',
    bio: 'Prancūzų rašytojas (1828–1905), „Nepaprastose kelionėse“ nusivedęs skaitytojus į jūrų gelmes, Žemės gelmes ir į Mėnulį.',
  },
  tolstoy: {
    name: 'Levas Tolstojus',
    bio: 'Rusų rašytojas ir mąstytojas (1828–1910), „Karo ir taikos“ bei „Anos Kareninos“ autorius.',
  },
  dostoevsky: {
    name: 'Fiodoras Dostojevskis',
    bio: 'Rusų romanistas (1821–1881), žmogaus sąžinės tyrinėtojas, „Nusikaltimo ir bausmės“ bei „Brolių Karamazovų“ autorius.',
  },
  chekhov: {
    name: 'Antonas Čechovas',
    bio: 'Rusų gydytojas, novelistas ir dramaturgas (1860–1904), trumposios formos ir nutylėjimo meistras.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Danų rašytojas (1805–1875), batsiuvio iš Odensės sūnus, savo pasakomis užkariavęs pasaulį.',
  },
  grimm: {
    name: 'Broliai Grimai',
    bio: 'Vokiečių kalbininkai broliai Jacobas ir Wilhelmas Grimai (1785–1863 ir 1786–1859), surinkę ir išleidę savo krašto liaudies pasakas.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'Anglų matematikas ir rašytojas (1832–1898), mažajai Alisai Lidel sugalvojęs Stebuklų šalį.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'Bombėjuje gimęs anglų rašytojas (1865–1936), 1907 metų Nobelio literatūros premijos laureatas.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Prahoje vokiškai rašęs rašytojas (1883–1924), draudimo įstaigos tarnautojas, kurio nerimą kelianti proza davė vardą visam reiškiniui.',
  },
  goethe: {
    name: 'Johann Wolfgang von Goethe',
    bio: 'Vokiečių poetas, dramaturgas ir gamtininkas (1749–1832), „Fausto“ ir „Jaunojo Verterio kančių“ autorius.',
  },
  cervantes: {
    name: 'Miguel de Cervantes',
    bio: 'Ispanų rašytojas (1547–1616), Lepanto mūšio karys ir belaisvis Alžyre, Don Kichoto kūrėjas.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Amerikiečių poetas ir novelistas (1809–1849), siaubo meistras ir detektyvinės novelės pradininkas.',
  },
  shelley: {
    name: 'Mary Shelley',
    bio: 'Anglų rašytoja (1797–1851), devyniolikos metų sugalvojusi istoriją apie daktarą Frankenšteiną.',
  },
  stoker: { name: 'Bram Stoker', bio: 'Airių rašytojas ir teatro vadybininkas (1847–1912), grafo Drakulos kūrėjas.' },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'Anglų pirklys, žurnalistas ir romanistas (apie 1660–1731), „Robinzono Kruzo“ autorius.',
  },
  collodi: { name: 'Carlo Collodi', bio: 'Italų žurnalistas ir rašytojas (1826–1890), literatūrinis Pinokio tėvas.' },
  'marcus-aurelius': {
    name: 'Markas Aurelijus',
    bio: 'Romos imperatorius ir stoikų filosofas (121–180), didelę valdymo dalį praleidęs karuose prie Dunojaus.',
  },
  caesar: {
    name: 'Gajus Julijus Cezaris',
    bio: 'Romos karvedys, politikas ir rašytojas (100–44 m. pr. Kr.), Galijos užkariautojas.',
  },
  suetonius: {
    name: 'Svetonijus',
    bio: 'Romos istorikas ir imperatoriaus sekretorius (apie 70 – apie 122), Romos valdovų biografas.',
  },
  seneca: {
    name: 'Seneka',
    bio: 'Romos filosofas, dramaturgas ir Nerono patarėjas (apie 4 m. pr. Kr. – 65 m.), vienas žymiausių stoikų.',
  },
  montgomery: {
    name: 'Lucy Maud Montgomery',
    bio: 'Kanados rašytoja (1874–1942) iš Princo Edvardo salos, Anės iš Žaliastogių kūrėja.',
  },
  donelaitis: {
    name: 'Kristijonas Donelaitis',
    bio: 'Mažosios Lietuvos kunigas ir poetas (1714–1780), poemos „Metai“ – pirmojo lietuvių grožinės literatūros šedevro – autorius.',
  },
  maironis: {
    name: 'Maironis',
    bio: 'Kunigas ir poetas (1862–1932), tautinio atgimimo dainius, rinkinio „Pavasario balsai“ autorius.',
  },
  zemaite: {
    name: 'Žemaitė',
    bio: 'Rašytoja ir visuomenininkė (1845–1921), be pagražinimų vaizdavusi žemaičių kaimo gyvenimą.',
  },
  biliunas: {
    name: 'Jonas Biliūnas',
    bio: 'Prozininkas (1879–1907), lietuvių psichologinės novelės pradininkas, „Liūdnos pasakos“ ir „Kliudžiau“ autorius.',
  },
  vaizgantas: {
    name: 'Vaižgantas',
    bio: 'Kunigas, rašytojas ir visuomenininkas (1869–1933), gyvos ir sodrios kalbos meistras.',
  },
  'satrijos-ragana': {
    name: 'Šatrijos Ragana',
    bio: 'Rašytoja ir pedagogė (1877–1930), apysakos „Sename dvare“ autorė.',
  },
  valancius: {
    name: 'Motiejus Valančius',
    bio: 'Žemaičių vyskupas, švietėjas ir rašytojas (1801–1875), blaivybės sąjūdžio organizatorius.',
  },
};
