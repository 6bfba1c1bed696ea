import type { MarketContent } from '../market-content';

export const authors: MarketContent['authors'] = {
  doyle: {
    name: 'Arthur Conan Doyle',
    bio: 'İskoç doktor ve yazar (1859–1930), Sherlock Holmes’un yaratıcısı. Tarihî romanlar ve macera hikâyeleri de yazdı.',
  },
  dumas: {
    name: 'Alexandre Dumas',
    bio: 'Fransız romancı (1802–1870), macera romanının ustası; Üç Silahşörler ve Monte Kristo Kontu’nun yazarı.',
  },
  austen: {
    name: 'Jane Austen',
    bio: 'İngiliz romancı (1775–1817); taşra eşrafının adetlerini ve evlilik hesaplarını ironi ve şefkatle anlattı.',
  },
  dickens: {
    name: 'Charles Dickens',
    bio: 'Viktorya dönemi İngiltere’sinin en çok okunan yazarı (1812–1870); romanlarında yoksulların ve çocukların sesi oldu.',
  },
  stevenson: {
    name: 'Robert Louis Stevenson',
    bio: 'İskoç romancı, şair ve gezgin (1850–1894); son yıllarını Samoa’da geçirdi.',
  },
  wilde: {
    name: 'Oscar Wilde',
    bio: 'İrlandalı yazar ve oyun yazarı (1854–1900), paradoksun ve hazırcevaplığın ustası.',
  },
  twain: {
    name: 'Mark Twain',
    bio: 'Amerikalı yazar ve mizahçı (1835–1910); gençliğinde Mississippi buharlılarında kılavuz kaptanlık yaptı.',
  },
  verne: {
    name: 'Jules Verne',
    bio: 'Fransız yazar (1828–1905); Olağanüstü Yolculuklar dizisinde okurlarını denizlerin dibine, yerin merkezine ve Ay’a götürdü.',
  },
  tolstoy: {
    name: 'Lev Tolstoy',
    bio: 'Rus yazar ve düşünür (1828–1910), Savaş ve Barış ile Anna Karenina’nın yazarı.',
  },
  dostoevsky: {
    name: 'Fyodor Dostoyevski',
    bio: 'Rus romancı (1821–1881), insan vicdanının kâşifi; Suç ve Ceza ile Karamazov Kardeşler’in yazarı.',
  },
  chekhov: {
    name: 'Anton Çehov',
    bio: 'Rus doktor, öykücü ve oyun yazarı (1860–1904); kısa biçimin ve söylenmeyenin ustası.',
  },
  andersen: {
    name: 'Hans Christian Andersen',
    bio: 'Danimarkalı yazar (1805–1875); Odenseli bir ayakkabıcının oğlu olarak masallarıyla dünyayı fethetti.',
  },
  grimm: {
    name: 'Grimm Kardeşler',
    bio: 'Jacob ve Wilhelm Grimm (1785–1863 ve 1786–1859); ülkelerinin halk masallarını derleyip yayımlayan Alman dilbilimciler.',
  },
  carroll: {
    name: 'Lewis Carroll',
    bio: 'İngiliz matematikçi ve yazar (1832–1898); küçük Alice Liddell için Harikalar Diyarı’nı icat etti.',
  },
  kipling: {
    name: 'Rudyard Kipling',
    bio: 'Bombay’da doğan İngiliz yazar (1865–1936), 1907 Nobel Edebiyat Ödülü sahibi.',
  },
  kafka: {
    name: 'Franz Kafka',
    bio: 'Almanca yazan Prag’lı yazar (1883–1924); tedirgin edici düzyazısı koca bir kavrama adını veren bir sigorta memuru.',
  },
  goethe: {
    name: 'Johann Wolfgang von Goethe',
    bio: 'Alman şair, oyun yazarı ve doğa bilimci (1749–1832); Faust ile Genç Werther’in Acıları’nın yazarı.',
  },
  cervantes: {
    name: 'Miguel de Cervantes',
    bio: 'İspanyol yazar (1547–1616); İnebahtı’da savaşmış, Cezayir’de esir düşmüş, Don Kişot’u yaratmıştır.',
  },
  poe: {
    name: 'Edgar Allan Poe',
    bio: 'Amerikalı şair ve öykücü (1809–1849); korku edebiyatının ustası ve polisiye öykünün babası.',
  },
  shelley: {
    name: 'Mary Shelley',
    bio: 'İngiliz romancı (1797–1851); Frankenstein’ın hikâyesini on dokuz yaşında kurguladı.',
  },
  stoker: {
    name: 'Bram Stoker',
    bio: 'İrlandalı yazar ve tiyatro yöneticisi (1847–1912), Kont Drakula’nın yaratıcısı.',
  },
  defoe: {
    name: 'Daniel Defoe',
    bio: 'İngiliz tüccar, gazeteci ve romancı (yaklaşık 1660–1731), Robinson Crusoe’nun yazarı.',
  },
  collodi: { name: 'Carlo Collodi', bio: 'İtalyan gazeteci ve yazar (1826–1890), Pinokyo’nun edebî babası.' },
  'marcus-aurelius': {
    name: 'Marcus Aurelius',
    bio: 'Roma imparatoru ve Stoacı filozof (121–180); saltanatının büyük kısmını Tuna boyundaki savaşlarda geçirdi.',
  },
  caesar: { name: 'Julius Caesar', bio: 'Romalı komutan, devlet adamı ve yazar (MÖ 100–44), Galya’nın fatihi.' },
  suetonius: {
    name: 'Suetonius',
    bio: 'Romalı tarihçi ve imparatorluk kâtibi (yaklaşık 70–122), Roma yöneticilerinin biyografi yazarı.',
  },
  seneca: {
    name: 'Seneca',
    bio: 'Romalı filozof, oyun yazarı ve Nero’nun danışmanı (yaklaşık MÖ 4 – MS 65), en önemli Stoacılardan biri.',
  },
  'namik-kemal': {
    name: 'Namık Kemal',
    bio: 'Şair, romancı ve gazeteci (1840–1888); “vatan” ve “hürriyet” kavramlarını edebiyata taşıyan Tanzimat aydını.',
  },
  'halit-ziya': {
    name: 'Halit Ziya Uşaklıgil',
    bio: 'Romancı ve öykücü (1866–1945); Aşk-ı Memnu ve Mai ve Siyah ile modern Türk romanının kurucularından.',
  },
  recaizade: {
    name: 'Recaizade Mahmut Ekrem',
    bio: 'Şair, eleştirmen ve romancı (1847–1914); Araba Sevdası ile Türk edebiyatının ilk realist romanlarından birini yazdı.',
  },
  'ahmet-mithat': {
    name: 'Ahmet Mithat Efendi',
    bio: 'Gazeteci ve romancı (1844–1912); “hâce-i evvel” olarak anılan, halka okuma sevgisi aşılayan çok üretken yazar.',
  },
  'omer-seyfettin': {
    name: 'Ömer Seyfettin',
    bio: 'Öykücü (1884–1920); sade Türkçeyle yazdığı hikâyeleri kuşaklar boyunca okunan modern Türk öykücülüğünün öncüsü.',
  },
  'mehmet-rauf': {
    name: 'Mehmet Rauf',
    bio: 'Romancı ve öykücü (1875–1931); Eylül ile Türk edebiyatının ilk psikolojik romanını yazdı.',
  },
};
