import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Scottish doctor and writer (1859–1930), creator of Sherlock Holmes, who also wrote historical novels and adventure stories.',
  },
  dumas: {
    name: 'Alexandre Dumas',
    bio: 'French novelist (1802–1870), master of the adventure novel and author of The Three Musketeers and The Count of Monte Cristo.',
  },
  austen: {
    name: 'Jane Austen',
    bio: 'English novelist (1775–1817) who wrote with irony and affection about the manners and marriage plots of the country gentry.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'The most widely read writer of Victorian England (1812–1870), who used his novels to speak up for the poor and for children.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Scottish novelist, poet and traveller (1850–1894) who spent his last years in Samoa.',
  },
  wilde: {
    name: 'Oscar Wilde',
    bio: 'Irish writer and playwright (1854–1900), master of the paradox and the perfect put-down.',
  },
  twain: {
    name: 'Mark Twain',
    bio: 'American writer and humorist (1835–1910), a Mississippi steamboat pilot in his youth.',
  },
  verne: {
    name: 'Jules Verne',
    bio: 'French writer (1828–1905) whose Extraordinary Voyages took readers under the sea, to the centre of the Earth and to the Moon.',
  },
  tolstoy: {
    name: 'Leo Tolstoy',
    bio: 'Russian novelist and thinker (1828–1910), author of War and Peace and Anna Karenina.',
  },
  dostoevsky: {
    name: 'Fyodor Dostoevsky',
    bio: 'Russian novelist (1821–1881), explorer of the human conscience, author of Crime and Punishment and The Brothers Karamazov.',
  },
  chekhov: {
    name: 'Anton Chekhov',
    bio: 'Russian doctor, short-story writer and playwright (1860–1904), master of the brief form and the unsaid.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: "Danish writer (1805–1875), a shoemaker's son from Odense who conquered the world with his fairy tales.",
  },
  grimm: {
    name: 'The Brothers Grimm',
    bio: 'Jacob and Wilhelm Grimm (1785–1863 and 1786–1859), German scholars who collected and published the folk tales of their land.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'English mathematician and writer (1832–1898) who invented Wonderland for a little girl called Alice Liddell.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'English writer born in Bombay (1865–1936), winner of the Nobel Prize in Literature in 1907.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'German-language writer from Prague (1883–1924), an insurance clerk whose unsettling prose gave its name to a whole phenomenon.',
  },
  goethe: {
    name: 'Johann Wolfgang von Goethe',
    bio: 'German poet, playwright and naturalist (1749–1832), author of Faust and The Sorrows of Young Werther.',
  },
  cervantes: {
    name: 'Miguel de Cervantes',
    bio: 'Spanish writer (1547–1616), a soldier at Lepanto and a captive in Algiers, creator of Don Quixote.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'American poet and short-story writer (1809–1849), master of horror and father of the detective story.',
  },
  shelley: {
    name: 'Mary Shelley',
    bio: 'English novelist (1797–1851) who dreamed up the story of Frankenstein at the age of nineteen.',
  },
  stoker: { name: 'Bram Stoker', bio: 'Irish writer and theatre manager (1847–1912), creator of Count Dracula.' },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'English merchant, journalist and novelist (c. 1660–1731), author of Robinson Crusoe.',
  },
  collodi: {
    name: 'Carlo Collodi',
    bio: 'Italian journalist and writer (1826–1890), the literary father of Pinocchio.',
  },
  'marcus-aurelius': {
    name: 'Marcus Aurelius',
    bio: 'Roman emperor and Stoic philosopher (121–180) who spent much of his reign at war on the Danube frontier.',
  },
  caesar: { name: 'Julius Caesar', bio: 'Roman general, statesman and writer (100–44 BC), conqueror of Gaul.' },
  suetonius: {
    name: 'Suetonius',
    bio: 'Roman historian and imperial secretary (c. 70 – c. 122), biographer of the rulers of Rome.',
  },
  seneca: {
    name: 'Seneca',
    bio: "Roman philosopher, playwright and Nero's adviser (c. 4 BC – AD 65), one of the great Stoics.",
  },
  montgomery: {
    name: 'L. M. Montgomery',
    bio: 'Canadian novelist (1874–1942) from Prince Edward Island, creator of Anne of Green Gables.',
  },
  'charlotte-bronte': {
    name: 'Charlotte Brontë',
    bio: 'English novelist (1816–1855), eldest surviving of the Brontë sisters, who first published Jane Eyre as Currer Bell.',
  },
  'emily-bronte': {
    name: 'Emily Brontë',
    bio: 'English novelist and poet (1818–1848) whose only novel, Wuthering Heights, is one of the most original in the language.',
  },
  hardy: {
    name: 'Thomas Hardy',
    bio: 'English novelist and poet (1840–1928) who set his stories in Wessex, a half-imagined version of his native Dorset.',
  },
  haggard: {
    name: 'H. Rider Haggard',
    bio: "English writer (1856–1925) whose African adventure novels, from King Solomon's Mines to She, made him a bestseller.",
  },
};
