import type { LanguageTexts } from './narration-texts';

/** Turkish: original stories written for the demo. */
export const tr: LanguageTexts = {
  locale: 'tr',
  voice: 'tr',
  audiobooks: [
    {
      slug: 'bogazin-kayikcisi',
      title: 'Boğazın Kayıkçısı',
      protected: true,
      chapters: [
        {
          title: 'Sabah Sisi',
          heading: 'Birinci bölüm. Sabah sisi.',
          paragraphs: [
            'Yusuf Dede, elli yıldır Boğaz’ın iki yakası arasında kayık çekiyordu. Her sabah güneş doğmadan iskeleye iner, kayığını siler, küreklerini yerleştirir ve ilk yolcusunu beklerdi. Bütün mahalle onu tanır, selam vermeden geçmezdi.',
            'O sabah Boğaz’ın üstüne öyle yoğun bir sis çökmüştü ki karşı kıyıdaki evler hiç görünmüyordu. Vapurlar seferlerini iptal etmiş, martılar bile susmuştu. Yusuf Dede çayını yudumlayıp denize baktı ve bugün kimsenin gelmeyeceğini düşündü.',
            'Tam o sırada iskelenin tahtaları gıcırdadı. Sırtında büyük bir çanta olan genç bir kadın koşarak geliyordu. Karşıya geçmesi gerektiğini, annesinin hastanede onu beklediğini söyledi. Gözleri kızarmıştı.',
          ],
        },
        {
          title: 'Sisin İçinde',
          heading: 'İkinci bölüm. Sisin içinde.',
          paragraphs: [
            'Yusuf Dede bir an sise baktı, sonra genç kadına. Adı Elif’ti. Sabah erkenden şehre gelmiş, ama vapurlar çalışmadığı için iskelede kalakalmıştı. Yusuf Dede hiçbir şey demeden ona kayığı gösterdi. Elif bir an duraksadı, sonra kayığa bindi.',
            'Kayık sessizce suya açıldı. Yusuf Dede kürekleri yavaş ve düzenli çekiyor, ara sıra durup dinliyordu. Sisin içinde yalnızca suyun şırıltısı ve uzaktan gelen bir vapur düdüğü duyuluyordu. Elif çantasına sımsıkı sarılmıştı.',
            'Birden çok yakından derin bir düdük sesi yükseldi. Yusuf Dede kürekleri bıraktı. Dev bir şilep, bir gölge gibi yanlarından süzülüp geçti. Dalgalar kayığı sallarken Yusuf Dede gülümsedi ve Elif’e korkmamasını, denizin onu tanıdığını söyledi.',
          ],
        },
        {
          title: 'Karşı Kıyı',
          heading: 'Üçüncü bölüm. Karşı kıyı.',
          paragraphs: [
            'Kısa bir süre sonra karşı kıyının ışıkları sisin içinden belirdi. Elif kayıktan atlayıp teşekkür etti ve hastaneye doğru koştu. Yusuf Dede onun arkasından baktı, sonra kayığını yavaşça geri çevirdi. İçinden, kızın annesine kavuşması için dua etti.',
            'Aradan bir hafta geçti. Bir sabah iskelede yine Elif belirdi, ama bu kez yanında yaşlı bir kadın vardı. Annesi iyileşmişti. Elinde, içi sıcak simit ve peynirle dolu bir sepet taşıyordu. Yusuf Dede onları görünce sevinçten ne diyeceğini bilemedi.',
            'Üçü birlikte kayığa bindiler ve hiçbir yere gitmeden Boğaz’ın ortasında biraz dolaştılar. Güneş suyun üstünde parlıyor, martılar çığlık atıyordu. Yusuf Dede, elli yılın en güzel yolculuğunu yaptığını düşündü.',
          ],
        },
      ],
    },
    {
      slug: 'kapadokyada-bir-balon',
      title: 'Kapadokya’da Bir Balon',
      protected: false,
      chapters: [
        {
          title: 'Şafaktan Önce',
          heading: 'Birinci bölüm. Şafaktan önce.',
          paragraphs: [
            'Deniz, on yaşına girdiği gün ilk kez Kapadokya’ya gitti. Babası ona sürpriz olarak bir balon yolculuğu ayarlamıştı. Sabah saat dörtte kalktılar, kalın kazaklarını giydiler ve karanlıkta bir minibüse bindiler.',
            'Kalkış alanı, peri bacalarıyla çevrili geniş bir düzlükteydi. Yerde yatan dev balonlar, ateşle ısıtıldıkça yavaş yavaş doğruluyordu. Brülörlerin gürültüsü o kadar yüksekti ki Deniz kulaklarını kapatmak zorunda kaldı.',
            'Pilotları, bıyıklı ve güler yüzlü Kemal Bey’di. Sepete binmeden önce onlara güvenlik kurallarını anlattı. Sonra Deniz’e göz kırptı ve bugün rüzgârın tam istedikleri gibi estiğini, çok güzel bir uçuş olacağını söyledi.',
          ],
        },
        {
          title: 'Rüzgâr',
          heading: 'İkinci bölüm. Rüzgâr.',
          paragraphs: [
            'Balon yerden öyle yumuşak kalktı ki Deniz önce fark etmedi bile. Bir anda evler küçüldü, yollar ince çizgilere dönüştü. Ufukta gökyüzü pembeleşiyordu ve etraflarında yüzlerce renkli balon sessizce yükseliyordu.',
            'Kemal Bey, vadilerin adlarını tek tek anlattı: Güvercinlik, Kızılçukur, Aşk Vadisi. Eski zamanlarda insanların kayalara oyduğu evleri, kiliseleri ve güvercin yuvalarını gösterdi. Deniz her şeyi küçük defterine not etti. Kemal Bey bu vadileri avucunun içi gibi biliyordu.',
            'Bir süre sonra rüzgâr yön değiştirdi ve balon beklenmedik bir şekilde bir vadinin içine doğru kaydı. Kayalar yaklaştıkça Deniz babasının elini sıkı sıkı tuttu. Kemal Bey ise sakin bir sesle konuşarak brülörü yaktı ve balon yeniden yükseldi.',
          ],
        },
        {
          title: 'İniş',
          heading: 'Üçüncü bölüm. İniş.',
          paragraphs: [
            'Güneş tamamen doğduğunda balon, bir üzüm bağının kenarına yumuşakça indi. Yer ekibi koşarak geldi ve sepeti sabitledi. Bağın sahibi yaşlı bir çiftçi, elinde bir tepsi taze üzümle onlara doğru yürüdü. Üzümler tatlı ve serin, yapraklar çiy içindeydi.',
            'Uçuşun sonunda, gelenek olduğu üzere, Kemal Bey herkese birer bardak vişne suyu dağıttı ve kısa bir konuşma yaptı. Deniz’e de adının yazılı olduğu bir uçuş belgesi verdi. Deniz belgeyi defterinin arasına özenle yerleştirdi. Herkes onu alkışladı.',
            'Eve dönerken minibüste herkes uyukluyordu. Deniz ise pencereden gökyüzüne bakıyor, bir gün kendi balonunu uçurmayı hayal ediyordu. Defterinin son sayfasına büyük harflerle tek bir cümle yazdı: Büyüyünce pilot olacağım.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'podcast-tanitimi',
      title: 'Audiora Podcastleri: Tanıtım',
      heading: 'Audiora Podcastleri. Tanıtım.',
      paragraphs: [
        'Merhaba, burası Audiora stüdyosu. Podcastlerimizde eski ve yeni kitaplar hakkında konuşuyor, kayıt kabinine göz atıyor ve çocuklara uyumadan önce sakin hikâyeler okuyoruz.',
        'Bu kısa bölüm bir örnek. Oynatıcının sesini dinleyin, biraz ileri sarın ve farklı bir hız deneyin. Her hafta yeni bölümler yayımlıyoruz. Görüşmek üzere!',
      ],
    },
  ],
};
