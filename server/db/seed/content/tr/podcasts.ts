import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Tozsuz Klasikler',
    description:
      'Yüz, iki yüz yıl önce yazılmış kitaplar bugün bize ne söylüyor? Her bölümde bir klasiği ve yazarının hikâyesini ele alıyoruz.',
    category: 'classics',
    episodes: [
      {
        title: 'Aşk-ı Memnu neden hâlâ konuşuluyor',
        description: 'Bihter, Adnan Bey ve yalıdaki yasak aşkın yüz yılı aşkın süredir eskimeyen gerilimi üzerine.',
      },
      {
        title: 'Sherlock Holmes ve dedektifin doğuşu',
        description:
          'Southsea’li bir doktorun, okurların gerçekten var olduğuna inandığı bir karakteri nasıl yarattığı.',
      },
      {
        title: 'Ateşler içinde Dostoyevski',
        description: 'Borçlar, teslim tarihleri ve rulet: Suç ve Ceza hangi koşullarda yazıldı?',
      },
      {
        title: 'Jane Austen ve dedikodu sanatı',
        description: 'İki yüz yıllık töre komedileri neden iyi bir dizi gibi dinleniyor?',
      },
      {
        title: 'Namık Kemal ve Vatan',
        description: 'Bir tiyatro oyununun sahnelendiği gece İstanbul’u nasıl ayağa kaldırdığının hikâyesi.',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Stüdyo Camının Ardında',
    description:
      'Reji odasına ve kayıt kabinine giriyoruz: bir sesli kitap, sesin seçiminden son düzeltmeye kadar nasıl hazırlanır?',
    category: 'growth',
    episodes: [
      {
        title: 'Ses seçmeleri',
        description: 'Bir kitaba seslendirmeni nasıl seçiyoruz ve deneme kaydı neden yalnızca birkaç dakika sürüyor?',
      },
      {
        title: 'Kabinde bir gün',
        description: 'Bir günde kaç sayfa kaydedilir, seslendirmenler ne içer ve stüdyoda neden kâğıt hışırdatılmaz?',
      },
      {
        title: 'Karakterler ve aksanlar',
        description: 'Tek bir ses yirmi karakteri nasıl canlandırır ve üçüncü kitapta bile onları nasıl karıştırmaz?',
      },
      {
        title: 'Kurgu ya da nefes avı',
        description:
          'Bir ses mühendisi, ham kayıtta neler duyulduğunu ve dinleyicinin asla duymaması gerekenleri anlatıyor.',
      },
      {
        title: 'Kulakla düzelti',
        description: 'Son aşama: biri metni elinde tutarak kitabın tamamını dinler. Dil sürçmelerini böyle yakalarız.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Yorgan Altı Masalları',
    description:
      'Dört yaş ve üzeri çocuklar için özel olarak yazılmış, uyumadan önce dinlenecek kısa ve sakin hikâyeler.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'Karanlıktan korkan kirpi',
        description: 'Küçük bir kirpi, ormanın geceleri dost seslerle dolu olduğunu keşfeder.',
      },
      {
        title: 'Fener bekçisi ve martı',
        description: 'Her akşam martıya kulenin tepesinden neler göründüğünü anlatan fener bekçisinin hikâyesi.',
      },
      {
        title: 'Gezgin yastık',
        description: 'Zeynep’in yastığı onu her gece haritada başka bir yere götürür.',
      },
      {
        title: 'Düğme biriktiren ejderha',
        description: 'Ateşi olmayan bir ejderhanın çok tuhaf bir koleksiyonu ve kocaman bir derdi vardır.',
      },
      {
        title: 'Vapurdaki kedi',
        description:
          'Sarman bir kedi Boğaz’ın bir yakasından öbürüne geçer ve eve dönüş yolunu tek başına bulmak zorunda kalır.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Kapanmış Dosyalar',
    description: 'Polisiye edebiyatın en ünlü bilmeceleri: nereden çıktılar, nasıl çözüldüler ve katil gerçekte kimdi?',
    category: 'crime',
    episodes: [
      {
        title: 'İçeriden kilitli oda',
        description: 'Poe’dan Doyle’a: biri çözene kadar çözülemeyen bir bilmecenin tarihi.',
      },
      {
        title: 'Amatör dedektif',
        description: 'Edebiyat, polisle hiçbir ilgisi olmayan dedektifleri neden bu kadar seviyor?',
      },
      {
        title: 'Kütüphanede zehir',
        description: 'Arsenik, striknin ve yüksükotu: yazarlar cinayet silahlarını nasıl seçti?',
      },
      {
        title: 'Anlatıcı Watson',
        description: 'Hikâyeyi anlatan ve yanındaki dâhiden hep biraz daha az bilen dost üzerine.',
      },
      {
        title: 'Tefrika cinayetler',
        description: 'On dokuzuncu yüzyıl basını, bölüm bölüm yayımlanan polisiyeyi nasıl icat etti?',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Otobüsteki Stoacı',
    description:
      'Seneca ve Marcus Aurelius’un öğütlerinin trafikte, işte ve evde nasıl işe yaradığına dair kısa sohbetler.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: 'Değiştiremeyeceklerin',
        description: 'Stoacıların ilk dersi: elimizde olanla olmayanı ayırt etmek.',
      },
      {
        title: 'Kuyruktaki öfke',
        description: 'Seneca öfkeye koca bir eser ayırmış. Market kasasında bundan geriye ne kaldığını sınıyoruz.',
      },
      {
        title: 'İmparatorun sabah notları',
        description: 'Marcus Aurelius neden kendine yazıyordu ve onu örnek almalı mıyız?',
      },
      {
        title: 'Akıp giden zaman',
        description: 'Seneca boşa harcanan zaman üzerine; telefon bildirimleri onu şaşırtır mıydı?',
      },
      {
        title: 'Yarın korkusu',
        description: 'En kötüsünü hayal etme alıştırması ve bunun insanı neden sakinleştirebildiği.',
      },
    ],
  },
];
