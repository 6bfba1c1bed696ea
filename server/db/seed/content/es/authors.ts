import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Médico y escritor escocés (1859-1930), creador de Sherlock Holmes. También escribió novelas históricas y de aventuras.',
  },
  dumas: {
    name: 'Alejandro Dumas',
    bio: 'Novelista francés (1802-1870), maestro de la novela de aventuras, autor de Los tres mosqueteros y El conde de Montecristo.',
  },
  austen: {
    name: 'Jane Austen',
    bio: 'Escritora inglesa (1775-1817) que retrató con ironía y ternura las costumbres de la pequeña nobleza rural y sus estrategias matrimoniales.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'El autor más leído de la Inglaterra victoriana (1812-1870), que en sus novelas defendió a los pobres y a los niños.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Narrador, poeta y viajero escocés (1850-1894) que pasó sus últimos años en Samoa.',
  },
  wilde: {
    name: 'Oscar Wilde',
    bio: 'Escritor y dramaturgo irlandés (1854-1900), maestro de la paradoja y la réplica ingeniosa.',
  },
  twain: {
    name: 'Mark Twain',
    bio: 'Escritor y humorista estadounidense (1835-1910), piloto de vapores del Misisipi en su juventud.',
  },
  verne: {
    name: 'Julio Verne',
    bio: 'Escritor francés (1828-1905) que en sus Viajes extraordinarios llevó a los lectores al fondo del mar, al centro de la Tierra y a la Luna.',
  },
  tolstoy: { name: 'León Tolstói', bio: 'Escritor y pensador ruso (1828-1910), autor de Guerra y paz y Ana Karenina.' },
  dostoevsky: {
    name: 'Fiódor Dostoyevski',
    bio: 'Novelista ruso (1821-1881), explorador de la conciencia humana, autor de Crimen y castigo y Los hermanos Karamázov.',
  },
  chekhov: {
    name: 'Antón Chéjov',
    bio: 'Médico, cuentista y dramaturgo ruso (1860-1904), maestro de la forma breve y de lo que no se dice.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Escritor danés (1805-1875), hijo de un zapatero de Odense, que conquistó el mundo con sus cuentos.',
  },
  grimm: {
    name: 'Hermanos Grimm',
    bio: 'Jacob y Wilhelm Grimm (1785-1863 y 1786-1859), filólogos alemanes que recopilaron y publicaron los cuentos populares de su tierra.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'Matemático y escritor inglés (1832-1898) que inventó el País de las Maravillas para la pequeña Alice Liddell.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'Escritor inglés nacido en Bombay (1865-1936), premio Nobel de Literatura en 1907.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Escritor praguense en lengua alemana (1883-1924), empleado de seguros cuya prosa inquietante dio nombre a todo un fenómeno.',
  },
  goethe: {
    name: 'Johann Wolfgang von Goethe',
    bio: 'Poeta, dramaturgo y naturalista alemán (1749-1832), autor de Fausto y Las desventuras del joven Werther.',
  },
  cervantes: {
    name: 'Miguel de Cervantes',
    bio: 'Escritor español (1547-1616), soldado en Lepanto y cautivo en Argel, creador de don Quijote.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Poeta y cuentista estadounidense (1809-1849), maestro del terror y padre del relato detectivesco.',
  },
  shelley: {
    name: 'Mary Shelley',
    bio: 'Escritora inglesa (1797-1851) que con diecinueve años imaginó la historia de Frankenstein.',
  },
  stoker: { name: 'Bram Stoker', bio: 'Escritor y gerente teatral irlandés (1847-1912), creador del conde Drácula.' },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'Comerciante, periodista y novelista inglés (hacia 1660-1731), autor de Robinson Crusoe.',
  },
  collodi: { name: 'Carlo Collodi', bio: 'Periodista y escritor italiano (1826-1890), padre literario de Pinocho.' },
  'marcus-aurelius': {
    name: 'Marco Aurelio',
    bio: 'Emperador romano y filósofo estoico (121-180) que pasó buena parte de su reinado en las guerras del Danubio.',
  },
  caesar: {
    name: 'Julio César',
    bio: 'General, político y escritor romano (100-44 a. C.), conquistador de las Galias.',
  },
  suetonius: {
    name: 'Suetonio',
    bio: 'Historiador romano y secretario imperial (hacia 70 - hacia 122), biógrafo de los gobernantes de Roma.',
  },
  seneca: {
    name: 'Séneca',
    bio: 'Filósofo, dramaturgo y consejero de Nerón nacido en Córdoba (hacia 4 a. C. - 65 d. C.), uno de los grandes estoicos.',
  },
  galdos: {
    name: 'Benito Pérez Galdós',
    bio: 'Novelista y dramaturgo canario (1843-1920), autor de los Episodios nacionales y de Fortunata y Jacinta.',
  },
  becquer: {
    name: 'Gustavo Adolfo Bécquer',
    bio: 'Poeta y narrador sevillano (1836-1870), la voz más íntima del romanticismo español.',
  },
  clarin: {
    name: 'Leopoldo Alas «Clarín»',
    bio: 'Novelista, crítico y catedrático en Oviedo (1852-1901), autor de La Regenta.',
  },
  'pardo-bazan': {
    name: 'Emilia Pardo Bazán',
    bio: 'Novelista, ensayista y pionera del feminismo nacida en A Coruña (1851-1921).',
  },
  unamuno: {
    name: 'Miguel de Unamuno',
    bio: 'Escritor y filósofo bilbaíno (1864-1936), rector de la Universidad de Salamanca y autor de Niebla.',
  },
  anonymous: {
    name: 'Anónimo',
    bio: 'El autor del Lazarillo de Tormes, publicado en 1554, sigue sin conocerse con certeza.',
  },
  calderon: {
    name: 'Pedro Calderón de la Barca',
    bio: 'Dramaturgo madrileño del Siglo de Oro (1600-1681), autor de La vida es sueño y El alcalde de Zalamea.',
  },
};
