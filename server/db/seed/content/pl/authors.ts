import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'Szkocki lekarz i pisarz (1859–1930), twórca Sherlocka Holmesa. Pisał też powieści historyczne i przygodowe.',
  },
  dumas: {
    name: 'Aleksander Dumas (ojciec)',
    bio: 'Francuski powieściopisarz (1802–1870), mistrz powieści przygodowej, autor „Trzech muszkieterów” i „Hrabiego Monte Christo”.',
  },
  austen: {
    name: 'Jane Austen',
    bio: 'Angielska pisarka (1775–1817), która z ironią i czułością opisywała obyczaje ziemiaństwa i małżeńskie strategie swoich czasów.',
  },
  dickens: {
    name: 'Karol Dickens',
    bio: 'Najpopularniejszy pisarz wiktoriańskiej Anglii (1812–1870), który w swoich powieściach upominał się o biednych i o dzieci.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'Szkocki prozaik, poeta i podróżnik (1850–1894), który ostatnie lata życia spędził na Samoa.',
  },
  wilde: { name: 'Oscar Wilde', bio: 'Irlandzki pisarz i dramaturg (1854–1900), mistrz paradoksu i celnej riposty.' },
  twain: {
    name: 'Mark Twain',
    bio: 'Amerykański pisarz i humorysta (1835–1910), w młodości pilot parowców na Missisipi.',
  },
  verne: {
    name: 'Juliusz Verne',
    bio: 'Francuski pisarz (1828–1905), który w cyklu „Niezwykłe podróże” zabierał czytelników pod wodę, pod ziemię i na Księżyc.',
  },
  tolstoy: {
    name: 'Lew Tołstoj',
    bio: 'Rosyjski pisarz i myśliciel (1828–1910), autor „Wojny i pokoju” oraz „Anny Kareniny”.',
  },
  dostoevsky: {
    name: 'Fiodor Dostojewski',
    bio: 'Rosyjski powieściopisarz (1821–1881), badacz ludzkiego sumienia, autor „Zbrodni i kary” i „Braci Karamazow”.',
  },
  chekhov: {
    name: 'Antoni Czechow',
    bio: 'Rosyjski lekarz, nowelista i dramaturg (1860–1904), mistrz krótkiej formy i niedopowiedzenia.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Duński pisarz (1805–1875), syn szewca z Odense, który podbił świat swoimi baśniami.',
  },
  grimm: {
    name: 'Jakub i Wilhelm Grimm',
    bio: 'Niemieccy filolodzy, bracia (1785–1863 i 1786–1859), którzy zebrali i wydali ludowe baśnie swojego kraju.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'Angielski matematyk i pisarz (1832–1898), który dla małej Alice Liddell wymyślił Krainę Czarów.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'Angielski pisarz urodzony w Bombaju (1865–1936), laureat literackiej Nagrody Nobla z 1907 roku.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Praski pisarz tworzący po niemiecku (1883–1924), urzędnik ubezpieczeniowy, którego niepokojąca proza dała nazwę całemu zjawisku.',
  },
  goethe: {
    name: 'Johann Wolfgang von Goethe',
    bio: 'Niemiecki poeta, dramaturg i przyrodnik (1749–1832), autor „Fausta” i „Cierpień młodego Wertera”.',
  },
  cervantes: {
    name: 'Miguel de Cervantes',
    bio: 'Hiszpański pisarz (1547–1616), żołnierz spod Lepanto i jeniec w Algierze, twórca „Don Kichota”.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Amerykański poeta i nowelista (1809–1849), mistrz grozy i ojciec opowiadania detektywistycznego.',
  },
  shelley: {
    name: 'Mary Shelley',
    bio: 'Angielska pisarka (1797–1851), która jako dziewiętnastolatka wymyśliła historię doktora Frankensteina.',
  },
  stoker: {
    name: 'Bram Stoker',
    bio: 'Irlandzki pisarz i dyrektor teatru (1847–1912), twórca hrabiego Drakuli.',
  },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'Angielski kupiec, dziennikarz i powieściopisarz (ok. 1660–1731), autor „Robinsona Crusoe”.',
  },
  collodi: { name: 'Carlo Collodi', bio: 'Włoski dziennikarz i pisarz (1826–1890), ojciec literacki Pinokia.' },
  'marcus-aurelius': {
    name: 'Marek Aureliusz',
    bio: 'Cesarz rzymski i filozof stoicki (121–180), który większość panowania spędził na wojnach nad Dunajem.',
  },
  caesar: {
    name: 'Gajusz Juliusz Cezar',
    bio: 'Rzymski wódz, polityk i pisarz (100–44 p.n.e.), zdobywca Galii.',
  },
  suetonius: {
    name: 'Swetoniusz',
    bio: 'Rzymski historyk i sekretarz cesarski (ok. 70 – ok. 122), biograf władców Rzymu.',
  },
  seneca: {
    name: 'Seneka Młodszy',
    bio: 'Rzymski filozof, dramaturg i doradca Nerona (ok. 4 p.n.e. – 65 n.e.), jeden z najważniejszych stoików.',
  },
  sienkiewicz: {
    name: 'Henryk Sienkiewicz',
    bio: 'Powieściopisarz i nowelista (1846–1916), laureat Nagrody Nobla, autor Trylogii i „Quo vadis”.',
  },
  prus: {
    name: 'Bolesław Prus',
    bio: 'Pisarz i felietonista (1847–1912), uważny kronikarz Warszawy, autor „Lalki” i „Faraona”.',
  },
  orzeszkowa: {
    name: 'Eliza Orzeszkowa',
    bio: 'Pisarka związana z Grodnem (1841–1910), autorka „Nad Niemnem”, orędowniczka edukacji kobiet.',
  },
  reymont: {
    name: 'Władysław Stanisław Reymont',
    bio: 'Pisarz (1867–1925), laureat Nagrody Nobla za „Chłopów”, autor „Ziemi obiecanej”.',
  },
  mickiewicz: {
    name: 'Adam Mickiewicz',
    bio: 'Najważniejszy poeta polskiego romantyzmu (1798–1855), autor „Pana Tadeusza” i „Dziadów”.',
  },
};
