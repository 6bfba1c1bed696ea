import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Kızıl Dosya',
    description:
      "Dr. Watson, Sherlock Holmes'la tanışır ve birlikte üstlendikleri ilk dava onları Amerika'nın Vahşi Batı'sına kadar götürür. Edebiyatın en ünlü dedektif ikilisi böyle doğar.",
  },
  'the-sign-of-the-four': {
    title: 'Dörtlerin Yemini',
    description:
      'Genç bir mürebbiye her yıl tanımadığı birinden postayla tek bir inci alır. Holmes ve Watson, Hindistan’dan gelen bir hazinenin, dört adamın yemininin ve Thames üzerinde bir gece kovalamacasının izini sürer.',
  },
  'the-hound-of-the-baskervilles': {
    title: "Baskerville'lerin Köpeği",
    description:
      "Devon'un bozkırlarında, Baskerville ailesinin vârislerini kuşaklardır avlayan cehennemî bir köpeğin efsanesi anlatılır. Holmes, batıl inancı son derece insani bir suçtan ayırmak zorundadır.",
  },
  'the-three-musketeers': {
    title: 'Üç Silahşörler',
    description:
      "Genç Gaskonyalı d'Artagnan, cebinde bir tavsiye mektubu ve kafasında bir fırtınayla Paris'e gelir; ilk gününde kralın üç silahşörünü düelloya davet eder. Kardinalin ve Milady'nin entrikalarına karşı koyacak bir dostluk böyle başlar.",
  },
  'twenty-years-after': {
    title: 'Yirmi Yıl Sonra',
    description:
      "Silahşörler yaşlanmış, yolları ayrılmıştır; Fransa ve İngiltere iç savaşlarla çalkalanmaktadır. D'Artagnan eski dostlarını yeniden bir araya getirmeye çalışır, ama bu kez farklı saflardadırlar.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'Vikont de Bragelonne',
    description:
      "D'Artagnan'ın son macerası: genç XIV. Louis iktidarı eline alır, Athos'un oğlu büyük bir aşk hayal kırıklığı yaşar, Aramis ise demir maskeli gizemli mahkûmun etrafında bir komplo örer.",
  },
  'pride-and-prejudice': {
    title: 'Aşk ve Gurur',
    description:
      'Elizabeth Bennet’in sivri bir dili ve evlendirilmeyi bekleyen dört kız kardeşi vardır; Bay Darcy’nin ise serveti ve berbat tavırları. İlk izlenimlerin en zeki insanları bile nasıl yanılttığını anlatan ışıltılı bir komedi.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      "Yetimhaneden kaçıp Londra'ya giden bir çocuk, doğrudan yaşlı Fagin'in yankesici çetesinin eline düşer. Dickens, bir çocuğun her günü için savaşmak zorunda olduğu bir şehri öfke ve mizahla anlatır.",
  },
  'a-christmas-carol': {
    title: 'Bir Noel Şarkısı',
    description:
      'Cimri Ebenezer Scrooge’u Noel arifesinde üç hayalet ziyaret eder ve ona geçmişini, bugününü ve geleceğini gösterir. Pek çok ailenin bayram havasına girmek için dinlediği kısa bir hikâye.',
  },
  'treasure-island': {
    title: 'Define Adası',
    description:
      'Jim Hawkins, Kaptan Flint’in haritasını bulur ve tayfanın yarısının korsan olduğundan habersiz define aramaya çıkar. İsyanın başında kibar, tek bacaklı gemi aşçısı Uzun John Silver vardır.',
  },
  'jekyll-and-hyde': {
    title: 'Dr. Jekyll ve Bay Hyde',
    description:
      'Saygın bir Londra doktoru, arkasında şiddet izleri bırakan itici Bay Hyde ile tuhaf bir yakınlık içindedir. Avukat Utterson, ikisini bir vasiyetnameden çok daha karanlık bir şeyin bağladığını keşfeder.',
  },
  'the-picture-of-dorian-gray': {
    title: "Dorian Gray'in Portresi",
    description:
      'Yakışıklı bir genç, kendisi yerine portresinin yaşlanmasını diler. Yıllar geçer, Dorian’ın yüzü kusursuz kalır; tavan arasında saklanan tablo ise işlediği her günahla değişir.',
  },
  'tom-sawyer': {
    title: "Tom Sawyer'ın Maceraları",
    description:
      'Tom, çit boyamaktan sıyrılmayı, bir mağarada kaybolmayı ve gece yarısı mezarlıkta bir cinayete tanık olmayı başarır. Mississippi kıyısında geçen, kurnazlık ve tehlikeyle dolu neşeli bir çocukluk hikâyesi.',
  },
  'around-the-world-in-eighty-days': {
    title: 'Seksen Günde Devrialem',
    description:
      'Soğukkanlı Phileas Fogg, dünyayı seksen günde dolaşabileceğine dair iddiaya girer. Sadık uşağı Passepartout ile trenle, vapurla ve fil sırtında yol alırken Dedektif Fix de peşlerini bırakmaz.',
  },
  'twenty-thousand-leagues': {
    title: 'Denizler Altında Yirmi Bin Fersah',
    description:
      'Profesör Aronnax, esrarengiz Kaptan Nemo’nun denizaltısı Nautilus’a düşer. Birlikte okyanusları aşar, batık Atlantis’i görür ve dev bir mürekkep balığıyla savaşırlar.',
  },
  'the-count-of-monte-cristo': {
    title: 'Monte Kristo Kontu',
    description:
      'Nişan gününde haksız yere suçlanan Edmond Dantès, İf Şatosu’nun zindanlarında on dört yıl geçirir. Özgürlüğüne ve muazzam bir servete kavuştuğunda, kendisine ihanet edenlerle sabırla hesaplaşmaya başlar.',
  },
  'anna-karenina': {
    title: 'Anna Karenina',
    description:
      'Üst düzey bir bürokratın karısı genç bir subaya âşık olur ve Petersburg sosyetesine meydan okur. Onun hikâyesinin yanında, hayatın anlamını çiftliğindeki emekte arayan Levin’in hikâyesi ilerler.',
  },
  'crime-and-punishment': {
    title: 'Suç ve Ceza',
    description:
      'Yoksul öğrenci Raskolnikov, olağanüstü insanların yasayı çiğneyebileceğine kendini inandırır ve yaşlı bir tefeciyi öldürür. Asıl ceza bundan sonra başlar: ateş, korku ve zeki bir sorgu yargıcıyla yapılan konuşmalar.',
  },
  'the-lady-with-the-dog': {
    title: 'Köpekli Kadın',
    description:
      'Yalta’da canı sıkılan bir Moskovalı, beyaz bir Pomeranyalıyla gezinen genç bir kadınla tanışır. Gelip geçici olması gereken tatil aşkı her şeyi değiştirir. Kitapta Çehov’un başka küçük başyapıtları da yer alıyor.',
  },
  'andersen-fairy-tales': {
    title: 'Andersen Masalları',
    description:
      'Çirkin Ördek Yavrusu, Kibritçi Kız, Karlar Kraliçesi ve Parmak Kız: Danimarkalı ustanın hem şefkatli hem hüzünlü hem de bilge en güzel masalları.',
  },
  'grimm-fairy-tales': {
    title: 'Grimm Masalları',
    description:
      'Hansel ile Gretel, Külkedisi, Uyuyan Güzel ve Kırmızı Başlıklı Kız; Grimm Kardeşlerin Alman anlatıcılardan derlediği hâllerine yakın biçimde.',
  },
  'alice-in-wonderland': {
    title: 'Alice Harikalar Diyarında',
    description:
      'Alice bir tavşan deliğinden düşer ve bir kedinin ortadan kaybolup yalnızca sırıtışını bıraktığı, Şapkacı’nın çay partisinin hiç bitmediği bir dünyaya varır. Çocukları güldüren, yetişkinleri büyüleyen bir saçmalık şöleni.',
  },
  'the-jungle-book': {
    title: 'Orman Çocuğu',
    description:
      'Küçük Mowgli kurtlar arasında büyür, orman yasalarını ayı Baloo’dan ve panter Bagheera’dan öğrenir; kaplan Şir Han ise sabırla fırsat kollamaktadır.',
  },
  'the-metamorphosis': {
    title: 'Dönüşüm',
    description:
      'Gezici satıcı Gregor Samsa bir sabah kendini dev bir böceğe dönüşmüş olarak bulur. Ama asıl ürkütücü olan, kendi ailesinin buna verdiği tepkidir.',
  },
  'the-sorrows-of-young-werther': {
    title: "Genç Werther'in Acıları",
    description:
      'Genç Werther, bir dostuna yazdığı mektuplarda nişanlı Lotte’ye duyduğu umutsuz aşkı anlatır. Bütün bir kuşağın hayal gücünü ateşleyen roman.',
  },
  'don-quixote': {
    title: 'Don Kişot',
    description:
      'La Manchalı yoksul bir soylu, şövalye romanlarını okuya okuya kendini gezgin şövalye sanar ve silahtarı Sancho Panza ile yollara düşer. Yel değirmenleriyle savaşırken insanlar hakkında sanıldığından çok daha fazlasını söyler.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Morg Sokağı Cinayetleri',
    description:
      'Polis, içeriden kilitli bir Paris dairesinde öldürülmüş iki kadın bulur. Parlak zekâlı C. Auguste Dupin, polisiyenin tarihini başlatan bilmeceyi çözer.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'Genç bilim insanı Victor Frankenstein, cesetlerden yaptığı bir varlığa can verir, sonra da kendi eserinden kaçar. Bilimkurgunun doğduğu, yaratıcının sorumluluğunu sorgulayan hikâye.',
  },
  dracula: {
    title: 'Drakula',
    description:
      'Genç avukat Jonathan Harker, esrarengiz bir konta Londra yakınlarındaki bir malikâneyi satmak için Transilvanya’ya gider. Çok geçmeden Profesör Van Helsing ve dostları, İngiltere’nin tam kalbinde bir vampirle yüzleşmek zorunda kalır.',
  },
  'robinson-crusoe': {
    title: 'Robinson Crusoe',
    description:
      'Bir kazazede ıssız bir adada yirmi sekiz yıl geçirir: kendine ev yapar, keçileri evcilleştirir ve sonunda Cuma’yı kurtarır. Beceriklilik ve yalnızlık üzerine klasik bir hikâye.',
  },
  pinocchio: {
    title: 'Pinokyo',
    description:
      'Yaşlı Geppetto’nun oyduğu tahta kukla gerçek bir çocuk olmak ister, ama kolay maceraların cazibesine kapılmaktan kendini alamaz. Ve ne zaman yalan söylese burnu uzar.',
  },
  meditations: {
    title: 'Kendime Düşünceler',
    description:
      'İmparator Marcus Aurelius’un Tuna boyundaki ordugâhlarda kendisi için aldığı notlar. Öfkeyi yenmek, geçiciliği kabullenmek ve kimse bakmazken de doğru olanı yapmak üzerine.',
  },
  'letters-to-lucilius': {
    title: 'Ahlak Mektupları',
    description:
      'Seneca, genç bir dostuna yazdığı mektuplarda zamanı nasıl kullanacağını, korkudan nasıl kurtulacağını ve çalkantılı bir dünyada nasıl sakin kalacağını anlatır. İki bin yıllık öğütler şaşırtıcı derecede güncel.',
  },
  'the-gallic-war': {
    title: 'Galya Savaşları',
    description:
      'Julius Caesar seferlerini bizzat anlatır: Ren üzerindeki köprüyü, Britanya’ya yapılan seferleri ve Alesia kuşatmasını. Galip tarafın kaleminden bir savaş tarihi.',
  },
  'the-twelve-caesars': {
    title: "On İki Sezar'ın Hayatı",
    description:
      'Suetonius, Julius Caesar’dan Domitianus’a kadar Roma’nın on iki yöneticisi hakkında anekdotları, söylentileri ve belgeleri bir araya getirdi. İktidarın, ihtişamın ve zulmün renkli bir portresi.',
  },
  childhood: {
    title: 'Çocukluk',
    description:
      'Küçük Nikolenka’nın gözünden bir Rus malikânesinde geçen günler: annesinin sıcaklığı, sevimli mürebbiyesi ve ilk kayıplar. Tolstoy’un ilk kitabı, otobiyografik üçlemenin açılışı.',
  },
  boyhood: {
    title: 'İlk Gençlik',
    description:
      'Nikolenka Moskova’ya taşınır; dünyanın kendi çevresinde dönmediğini, insanların birbirinden ne kadar farklı olduğunu fark eder. Büyümenin sancılarını anlatan ikinci kitap.',
  },
  youth: {
    title: 'Gençlik',
    description:
      'Üniversiteye hazırlanan Nikolenka erdemli bir hayat sürmeye karar verir, ama kibir, aşk ve dostluklar planlarını altüst eder. Üçlemenin kapanış kitabı.',
  },
  intibah: {
    title: 'İntibah',
    description:
      'Hayatı boyunca korunup kollanan Ali Bey, Çamlıca’da gördüğü Mehpeyker’e tutulur ve bu tutku onu felakete sürükler. Namık Kemal’in Türk edebiyatının ilk edebî romanlarından sayılan eseri.',
  },
  'vatan-yahut-silistre': {
    title: 'Vatan Yahut Silistre',
    description:
      'Silistre Kalesi’nin savunmasına katılan İslam Bey ve onu erkek kılığında takip eden Zekiye’nin hikâyesi. İlk sahnelendiği gece seyirciyi sokaklara döken, yazarını sürgüne gönderen oyun.',
  },
  'ask-i-memnu': {
    title: 'Aşk-ı Memnu',
    description:
      'Genç ve güzel Bihter, kendisinden çok yaşlı Adnan Bey’le evlenip Boğaz’daki yalıya yerleşir; evin yeğeni Behlül’le başlayan yasak aşk herkesi felakete sürükler. Türk romanının başyapıtlarından biri.',
  },
  'mai-ve-siyah': {
    title: 'Mai ve Siyah',
    description:
      'Şair olmayı ve büyük bir eser yazmayı hayal eden Ahmet Cemil’in mavi düşleri, hayatın siyah gerçekleriyle birer birer söner. Edebiyat-ı Cedide döneminin en güçlü romanı.',
  },
  'araba-sevdasi': {
    title: 'Araba Sevdası',
    description:
      'Yarım yamalak Fransızcası ve gösterişli arabasıyla Bihruz Bey, Çamlıca’da gördüğü Periveş Hanım’a âşık olur. Alafrangalık merakıyla gülerek alay eden keyifli bir roman.',
  },
  'felatun-bey-ile-rakim-efendi': {
    title: 'Felâtun Bey ile Râkım Efendi',
    description:
      'Mirasyedi ve özenti Felâtun Bey ile çalışkan, kendi emeğiyle yükselen Râkım Efendi’nin karşılaştırmalı hikâyesi. Ahmet Mithat’ın okuruna hem öğüt veren hem de eğlendiren romanı.',
  },
  'secme-hikayeler': {
    title: 'Seçme Hikâyeler',
    description:
      'Kaşağı, Forsa, Pembe İncili Kaftan ve daha niceleri: Ömer Seyfettin’in sade diliyle yazılmış, kuşaklar boyu okunan en sevilen hikâyeleri.',
  },
  eylul: {
    title: 'Eylül',
    description:
      'Suad, kocası Süreyya ve aileye yakın Necip arasında sessizce büyüyen bir aşkın hikâyesi. Türk edebiyatının ilk psikolojik romanı olarak anılan, hüzünlü bir eser.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Baker Street’in dedektifi üzerine üç roman: Dr. Watson’la ilk karşılaşmadan bozkırdaki cehennem köpeği efsanesine.',
  },
  musketeers: {
    title: 'Silahşörler Serisi',
    description:
      "D'Artagnan ve dostlarının bütün hikâyesi: Paris'teki ilk düellodan büyük bir dostluğun son yıllarına.",
  },
  'tolstoy-trilogy': {
    title: 'Tolstoy Üçlemesi',
    description:
      'Çocukluk, İlk Gençlik ve Gençlik: Tolstoy’un kendi büyüme yıllarından beslenen otobiyografik üçlemesi, tek pakette.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Yeni çıkanlar',
    description: 'Beklediğiniz ilk yayınlar: kataloğumuzdaki en yeni sesli kitaplar, en yenisinden başlayarak.',
  },
  'cykle-audiobookow': {
    title: 'Sesli kitap serileri',
    description: 'Tüm seriler tek bir yerde: sırayla dinlemesi en keyifli destanlar, üçlemeler ve derlemeler.',
  },
};
