import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  {
    name: 'Elif Karaçam',
    bio: 'İstanbullu tiyatro oyuncusu; klasikleri ve küçükler için masalları seslendirmeyi çok seviyor.',
  },
  { name: 'Kerem Aydınoğlu', bio: 'Sakin ve tok sesiyle tanınan dublaj sanatçısı, polisiye uzmanı.' },
  { name: 'Nilgün Ertürk', bio: 'Radyo tiyatrosu yönetmeni ve anlatıcı; on dokuzuncu yüzyıl romanlarına düşkün.' },
  { name: 'Serkan Yüceer', bio: 'Tek sesiyle koca bir karakter kadrosunu canlandırabilen tiyatro oyuncusu.' },
  { name: 'Defne Sarıyıldız', bio: 'Diksiyon eğitmeni; yüzden fazla sesli kitap kaydetti.' },
  { name: 'Orhan Bilgehan', bio: 'Usta tiyatrocu; büyük tarihî anlatıların ve sabırlı anlatımın ustası.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Klasik',
    bio: 'Audiora’nın dünya klasiklerini kısaltılmamış kayıtlarla sunan yayın markası.',
  },
  junior: {
    name: 'Audiora Çocuk',
    bio: 'Genç dinleyiciler ve aileleri için kaydedilmiş masallar, maceralar ve okul kitapları.',
  },
  studio: { name: 'Audiora Stüdyo', bio: 'Kendi stüdyomuz: ilk fikirden son miksaja kadar podcast’ler ve sohbetler.' },
  inkwell: {
    name: 'Cam Hokka Yayınları',
    bio: 'Tarih ve felsefe üzerine küçük bir yayınevi: antik yazarlar yeni ve anlaşılır kayıtlarla.',
  },
};

export const chapterTitle = (n: number): string => `${n}. Bölüm`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Ayşe',
    'Mehmet',
    'İzmir’den Elif',
    'Can',
    'Zeynep',
    'Burak',
    'Selin',
    'Emre',
    'Fatma',
    'Murat',
    'Deniz',
  ],
  byRating: {
    5: [
      'Harika seslendirilmiş, nefesimi tutarak dinledim.',
      'Seslendirmen her karaktere ayrı bir ses vermiş, muhteşem bir iş.',
      'Yıllar sonra bu kitaba döndüm ve onu yeniden keşfettim.',
      'Köpekle uzun yürüyüşler için ideal. Tavsiye ederim!',
      'Oğlum için almıştım, şimdi birlikte dinliyoruz.',
    ],
    4: [
      'Çok iyi bir kayıt, yalnızca birkaç bölüm biraz daha tempolu olabilirdi.',
      'Sağlam bir klasik, sadece başı biraz uzuyor.',
      'Keyifli bir anlatım ve temiz bir kayıt.',
      'Özellikle yolculukta dinlemeye değer.',
    ],
    3: [
      'Fena değil ama beni pek sarmadı. Belki temposundandır.',
      'Kitap harika, ama seslendirmenin yorumu tam bana göre değil.',
      'Yarım yamalak dinledim, basılı kitabı tercih ederim.',
    ],
    2: ['Çok yavaş okunmuş, 1,5 kata çıkarmak zorunda kaldım.', 'Beni ikna etmedi, ortalarda çok uzayan kısımlar var.'],
    1: ['Maalesef bana göre değil, üçüncü bölümde bıraktım.', 'Kayıt çok kısık, sürekli sesi açmak zorunda kaldım.'],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Ana Sayfa',
    catalog: 'Katalog',
    search: 'Ara',
    webPaywall: 'Kulübe Katılın',
    helpCenter: 'Yardım Merkezi',
  },
  swimlanes: {
    new: 'Yeni Çıkanlar',
    popular: 'En Çok Dinlenenler',
    free: 'Ücretsiz Dinleyin',
    picks: 'Kulüp Üyelerinin Seçimi',
    podcasts: 'Audiora Podcast’leri',
    kids: 'Küçükler İçin',
    recommended: 'Sizin İçin Seçtiklerimiz',
  },
  collections: 'Seriler ve Koleksiyonlar',
  categories: 'Kategoriler',
  popularSearches: 'Popüler Aramalar',
  helpTopics: 'Yardım Konuları',
  benefitsTitle: 'Kulüp size neler sunuyor',
  benefits: [
    'Binlerce kitapta daha düşük kulüp fiyatları',
    'Seçili sesli kitaplar abonelikte ek ücret olmadan',
    'Uygulamada çevrimdışı dinleme',
    'İstediğiniz zaman iptal',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Tolstoy Üçlemesi', target: { cycle: 'tolstoy-trilogy' } },
    { label: 'Polisiye', target: { category: 'crime' } },
    { label: 'Masallar', target: { category: 'kids-fairy-tales' } },
    { label: 'Aşk-ı Memnu', target: { work: 'ask-i-memnu' } },
    { label: 'Okul klasikleri', target: { category: 'classics-local' } },
    { label: 'Stoacılık', target: { category: 'growth-philosophy' } },
  ],
};
