import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'polisiye-ve-gerilim',
    name: 'Polisiye ve gerilim',
    description:
      "Bilmeceler, soruşturmalar ve kovalamacalar: Sherlock Holmes'tan son bölüme kadar kapatamayacağınız karanlık gerilimlere.",
    children: [
      { key: 'crime-classic', slug: 'klasik-polisiye', name: 'Klasik polisiye' },
      { key: 'crime-thriller', slug: 'gerilim', name: 'Gerilim' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantastik-ve-bilimkurgu',
    name: 'Fantastik ve bilimkurgu',
    description:
      'Hiçbir haritada bulamayacağınız dünyalar: masal krallıkları, geleceğe yolculuklar ve hava karardıktan sonra dinlenmemesi gereken hikâyeler.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantastik', name: 'Fantastik' },
      { key: 'speculative-scifi', slug: 'bilimkurgu', name: 'Bilimkurgu' },
      { key: 'speculative-horror', slug: 'korku', name: 'Korku' },
    ],
  },
  {
    key: 'classics',
    slug: 'klasikler',
    name: 'Klasikler',
    description: 'İnsanın ömrü boyunca dönüp dönüp okuduğu kitaplar; kısaltılmamış ve özenle seslendirilmiş.',
    children: [
      { key: 'classics-novel', slug: 'roman', name: 'Roman' },
      { key: 'classics-adventure', slug: 'macera', name: 'Macera' },
      { key: 'classics-short', slug: 'oyku-ve-novella', name: 'Öykü ve novella' },
      { key: 'classics-poetry', slug: 'siir-ve-tiyatro', name: 'Şiir ve tiyatro' },
      { key: 'classics-local', slug: 'turk-klasikleri', name: 'Türk klasikleri' },
    ],
  },
  {
    key: 'history',
    slug: 'tarih-ve-biyografi',
    name: 'Tarih ve biyografi',
    description: 'Savaşlar, saraylar ve tarihin akışını değiştiren insanlar; tanıkların ve vakanüvislerin anlatımıyla.',
    children: [
      { key: 'history-ancient', slug: 'antik-cag', name: 'Antik Çağ' },
      { key: 'history-biography', slug: 'biyografi-ve-anilar', name: 'Biyografi ve anılar' },
    ],
  },
  {
    key: 'kids',
    slug: 'cocuk',
    name: 'Çocuk',
    description:
      'Uyku öncesi masallar ve uzun araba yolculukları için maceralar; küçük ve biraz daha büyük dinleyiciler için.',
    children: [
      { key: 'kids-fairy-tales', slug: 'masallar', name: 'Masallar' },
      { key: 'kids-adventure', slug: 'genclik-maceralari', name: 'Gençlik maceraları' },
    ],
  },
  {
    key: 'growth',
    slug: 'kisisel-gelisim',
    name: 'Kişisel gelişim',
    description: 'Antik filozofların bilgeliği, gündelik hayatta işe yarayacak biçimde anlatılıyor.',
    children: [{ key: 'growth-philosophy', slug: 'felsefe', name: 'Felsefe' }],
  },
];
