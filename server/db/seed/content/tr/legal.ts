import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Gizlilik Politikası',
    body: 'Kişisel verilerinizin veri sorumlusu Audiora hizmetinin işletmecisidir. Verilerinizi hesabınızı yönetmek, siparişlerinizi tamamlamak, satın aldığınız kayıtlara erişim sağlamak ve izin verirseniz bülten göndermek için işleriz.\n\nYalnızca gerekli olanı toplarız: e-posta adresiniz, sipariş geçmişiniz, dinleme ilerlemeniz ve dinlediğiniz cihazlara ilişkin bilgiler. Ödemeleri bir ödeme kuruluşu işler; kart numaralarını saklamayız.\n\nÇerezleri oturumunuzu açık tutmak ve ayarlarınızı hatırlamak için kullanırız. Analitik ve pazarlama çerezleri yalnızca onayınızla kullanılır; onayınızı gizlilik ayarlarından dilediğiniz zaman değiştirebilirsiniz.\n\n6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında verilerinize erişme, bunların düzeltilmesini ve silinmesini isteme haklarına sahipsiniz; Kişisel Verileri Koruma Kurulu’na şikâyette de bulunabilirsiniz. Bize yardım merkezindeki form üzerinden yazmanız yeterli.\n\nVerilerinizi hesabınız açık olduğu sürece, fatura kayıtlarını ise vergi mevzuatının gerektirdiği süre boyunca saklarız.',
  },
  'copyright-notice': {
    title: 'Telif Hakkı Bildirimi',
    body: 'Audiora’daki kayıtlar, açıklamalar, kapaklar ve tasarım telif hakkıyla korunmaktadır. Klasikler kataloğumuzdaki edebî eserler kamu malıdır; ancak bu eserlerin kayıtları, uyarlamaları ve çevirileri ayrıca korunuyor olabilir.\n\nBir sesli kitap satın aldığınızda onu kişisel kullanımınız için dinleme lisansı edinirsiniz. Kaydı kopyalamak, herkese açık olarak paylaşmak veya yeniden satmak yasaktır.\n\nAudiora’da haklarınızın ihlal edildiğini düşünüyorsanız yardım merkezi üzerinden bize yazın; her bildirimi gecikmeden inceleriz.',
  },
  'review-terms': {
    title: 'Değerlendirme Kuralları',
    body: 'Değerlendirmeleri oturum açmış kullanıcılar yazabilir. Herkes her kitap için bir puan ve bir değerlendirme bırakabilir; sonradan yapılan düzenleme önceki sürümün yerini alır.\n\nKitap ve kayıt hakkında yazıyoruz. Hakaret, reklam, kişisel bilgi ve bağlantı içeren yazıları yayımlamıyoruz; sonu açık eden değerlendirmelerin başında uyarı bulunmalıdır.\n\nDeğerlendirmeniz seçtiğiniz imzayla yayımlanır. Kurallara aykırı yazıları kaldırabilir, bunu size e-postayla bildiririz.\n\nPuanlar yayınevleri tarafından ısmarlanmaz veya ücretlendirilmez. Bir kitabın ortalama puanı, yazılı değerlendirmesi olmayanlar dahil tüm puanları kapsar.',
  },
};
