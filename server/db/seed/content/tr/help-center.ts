import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'hesap',
    title: 'Hesap ve giriş',
    questions: [
      {
        slug: 'hesap-olusturma',
        title: 'Nasıl hesap oluştururum?',
        body: 'Sağ üst köşedeki “Giriş yap” bağlantısına, ardından “Hesap oluştur” düğmesine tıklayın. Bir e-posta adresi ve şifre yeterli; dilerseniz Google veya Apple ile de giriş yapabilirsiniz.\n\nSize bir hoş geldin e-postası göndereceğiz. Göremiyorsanız istenmeyen e-posta klasörünü kontrol edin.',
      },
      {
        slug: 'sifremi-unuttum',
        title: 'Şifremi unuttum, ne yapmalıyım?',
        body: 'Giriş sayfasında “Şifremi unuttum” seçeneğine tıklayın ve hesabınıza bağlı e-posta adresini girin. Yeni şifre belirleme bağlantısı bir saat geçerlidir.\n\nGüvenliğiniz için şifre değiştikten sonra tüm cihazlardaki oturumlarınızı kapatırız.',
      },
    ],
  },
  {
    slug: 'odeme',
    title: 'Ödeme ve siparişler',
    questions: [
      {
        slug: 'odeme-yontemleri',
        title: 'Hangi ödeme yöntemlerini kullanabilirim?',
        body: 'Kredi kartı, banka kartı veya havale/EFT ile ödeme yapabilirsiniz. Fiyatlara KDV dahildir; faturanız ödeme onaylanır onaylanmaz hesabınızda görünür.',
      },
      {
        slug: 'iade',
        title: 'Sesli kitabı iade edebilir miyim?',
        body: 'Tam sürümü dinlemeye başlamadıysanız 14 gün içinde cayma hakkınızı kullanabilirsiniz; sipariş numaranızla bize yazmanız yeterli.\n\nDinlemeye başladığınızda dijital içerik teslim edilmiş sayılır. Kayıtta bir kusur varsa elbette yine yardımcı oluruz.',
      },
    ],
  },
  {
    slug: 'kulup',
    title: 'Audiora Kulübü',
    questions: [
      {
        slug: 'kulup-nedir',
        title: 'Audiora Kulübü nedir?',
        body: 'Aylık bir aboneliktir: sesli kitapları daha düşük kulüp fiyatlarıyla satın alır, seçili kitapları ek ücret ödemeden dinlersiniz. Abonelikteki kitaplar mağazada kulüp simgesiyle işaretlenir.',
      },
      {
        slug: 'kulup-iptali',
        title: 'Kulüp üyeliğimi nasıl iptal ederim?',
        body: 'Hesabınızda “Planı yönet” bölümünü açıp “İptal et”i seçin. Üyeliğiniz ödenmiş dönemin sonuna kadar devam eder; satın aldığınız sesli kitaplar ise sonsuza dek sizindir.',
      },
    ],
  },
  {
    slug: 'dinleme',
    title: 'Dinleme ve çevrimdışı mod',
    questions: [
      {
        slug: 'cevrimdisi-dinleme',
        title: 'İnternet olmadan dinleyebilir miyim?',
        body: 'Evet, Audiora uygulamasında. Kitaplığınızdaki sesli kitabı açın ve “İndir”e dokunun.\n\nİndirilen dosyalar şifrelidir ve yalnızca uygulamada, indirildikleri cihazda çalışır.',
      },
      {
        slug: 'oynatma-hizi',
        title: 'Oynatma hızını nasıl değiştiririm?',
        body: 'Oynatıcıda hız göstergesine (varsayılan 1x) tıklayın ve 0,5x ile 2x arasında bir değer seçin. Bu ayarı o cihazda hatırlarız.',
      },
    ],
  },
  {
    slug: 'cihazlar',
    title: 'Cihazlar',
    questions: [
      {
        slug: 'kac-cihazda',
        title: 'Kaç cihazda dinleyebilirim?',
        body: 'Birden fazla cihazda oturum açabilirsiniz, ancak bir sesli kitabı aynı anda yalnızca bir cihazda dinleyebilirsiniz. Etkin oturumlarınızı hesabınızdaki “Oturumlar” bölümünde bulabilirsiniz.',
      },
      {
        slug: 'desteklenen-tarayicilar',
        title: 'Hangi tarayıcılar destekleniyor?',
        body: 'Oynatıcı Chrome, Firefox, Edge ve Safari’nin güncel sürümlerinde çalışır. Kayıt başlamazsa sayfayı yenileyin ve tarayıcınızın korumalı içeriği engellemediğinden emin olun.',
      },
    ],
  },
];
