import type { DraftTranslation } from './types';

/** Turkish (tr): every marketing text of the site. Still partial: `npm run content:coverage` lists what is missing; declare it `satisfies Translation` once complete. */
export const tr = {
  settings: ['Morphis – çoklu hesap yönetimi için antidetect tarayıcı', 'antidetect tarayıcı, çoklu hesap, tarayıcı parmak izi', 'Birçok hesabı güvenle yönetin: her Morphis profili kendi parmak izi, çerezleri ve proxy’si olan ayrı bir cihazdır.'],
  pages: {
    'about-us': ['Morphis hakkında', 'Bir kişinin güvenle birçok kişi gibi çalışmasını sağlayan tarayıcıyı yapıyoruz.', 'Morphis 2021’de kendi satış ortaklığı ekibimizin aracı olarak doğdu. Bugün dört ülkedeki 40 mühendis parmak izlerini güncel tutuyor ve 60.000’den fazla pazarlamacı, satıcı ve ajans onu her gün kullanıyor.'],
    links: ['Faydalı bağlantılar', 'İndirmeler, hizmet durumu, topluluk ve destek tek yerde.', '- [Morphis’i indir](/download)\n- [Yardım merkezi](/helps)\n- [Sürüm notları](/release)\n- [Hizmet durumu](https://status.morphis.example)\n- [E-posta ile destek](mailto:support@morphis.example)'],
    'partner-plan': ['Ortaklık planı', 'Getirdiğiniz müşterilerin her ödemesinden, kaldıkları sürece %30 kazanın.', 'Web siteniz veya kanalınızla başvurun, kişisel bağlantı ve promosyon kodu alın; bakiyeniz 50 USD’yi geçince aylık ödeme alın. Proxy sağlayıcıları ve araç geliştiricileri de entegrasyon için başvurabilir.'],
    'pre-sales': ['Satış ekibiyle görüşün', '20 kişi ve üzeri ekipler için planlar, faturalandırma ve başlangıç desteği.', 'Kaç profil ve ekip üyesine ihtiyacınız olduğunu bize söyleyin. Bir satış mühendisi bir iş günü içinde özel teklif, 14 günlük ekip denemesi ve mevcut aracınızdan geçiş planıyla yanıt verir.'],
    'referral-program': ['Davet programı', 'Bir arkadaşınızı davet edin: o %20 indirim, siz bir ay ücretsiz kazanın.', 'Davet bağlantınızı hesap sayfasından paylaşın. Davet ettiğiniz kişi herhangi bir plan için ödeme yaptığında ilk ödemede %20 tasarruf eder ve hesabınıza planınızdan bir ay eklenir.'],
    'use-cases': ['Kullanım senaryoları', 'Pazarlamacılar, satıcılar, ajanslar ve geliştiriciler Morphis’i nasıl kullanıyor.', '- **Satış ortaklığı ekipleri** yüzlerce reklam hesabını ayrı cihazlarda yönetir.\n- **E-ticaret satıcıları** farklı bölgelerdeki mağazaları ayrı tutar.\n- **Ajanslar** müşteri hesaplarını role göre paylaşır.\n- **Geliştiriciler** profilleri yerel API ile koddan yönetir.'],
    docs: ['Belgeler', 'Yerel API, RPA adımları ve profil ayarları için başvuru.', 'Günlük işler için [yardım merkezi](/helps) ile, adım adım anlatımlar için [rehberler](/guide) ile başlayın. Yerel API başvurusu her uç noktayı istek ve yanıt örnekleriyle listeler.'],
    'privacy-policy': ['Gizlilik politikası', 'Bu sitede ve uygulamada neleri, neden topluyoruz.', 'Hesap e-postanızı, fatura kayıtlarınızı ve senkronize ettiğiniz profil ayarlarını saklarız. Profillerde açtığınız sayfaların içeriğini asla okumayız. Verilerinizi hesap sayfasından istediğiniz zaman dışa aktarabilir veya silebilirsiniz.'],
    'terms-of-service': ['Hizmet şartları', 'Morphis kullanım kuralları, sade bir dille.', 'Morphis’i her türlü yasal amaçla kullanabilirsiniz ve çalıştığınız platformların kurallarına uymalısınız. Planlar iptal edilene kadar otomatik yenilenir; ilk ödemeden sonraki 7 gün içinde iade alınabilir.'],
  },
  plans: {
    free: ['Ücretsiz', 'Morphis’i üç profille deneyin, sonsuza kadar ücretsiz.', ['3 tarayıcı profili', 'Proxy yöneticisi', 'Çerez içe aktarma']],
    solo: ['Solo', 'Birçok hesap yöneten tek kişi için.', ['100 tarayıcı profili', 'Senkronizör', 'Yerel API', '5 görevli RPA']],
    team: ['Team', 'Profilleri paylaşan ajanslar ve ekipler için.', ['300 tarayıcı profili', '10 ekip üyesi', 'Roller ve etkinlik günlüğü', 'Sınırsız RPA görevi']],
    enterprise: ['Enterprise', 'Özel ihtiyaçları olan büyük ekipler için.', ['2.000 tarayıcı profili', '50 ekip üyesi', 'Özel yönetici', 'Fatura ile ödeme']],
  },
  faq: {
    'what-is-an-antidetect-browser': ['Antidetect tarayıcı nedir?', 'Her profilin kendi tutarlı cihaz parmak izi, çerezleri ve proxy’si olan bir tarayıcıdır; siteler her profili ayrı bir ziyaretçi olarak görür.'],
    'is-it-legal': ['Morphis kullanmak yasal mı?', 'Evet. Morphis bir gizlilik aracıdır. Yasalara ve kullandığınız platformların şartlarına uymak sizin sorumluluğunuzdadır.'],
    'annual-discount': ['Yıllık ödemede ne kadar tasarruf ederim?', 'Yıllık planlar her para biriminde on iki ay için on aylık fiyata mal olur.'],
    refunds: ['Para iadesi alabilir miyim?', 'Evet, 20’den az profil başlattıysanız ilk ödemeden sonraki 7 gün içinde.'],
    'which-proxies': ['Morphis ile hangi proxy’ler çalışır?', 'Kimlik doğrulamalı veya doğrulamasız HTTP, HTTPS ve SOCKS5 proxy’ler; dönen konut ve mobil proxy’ler dahil.'],
    'profile-storage': ['Profillerim nerede saklanıyor?', 'Ekibinizin her yerden açabilmesi için bulutumuzda şifreli olarak; kullanan her bilgisayarda da yerel bir kopya bulunur.'],
    'change-email': ['Hesap e-postamı nasıl değiştiririm?', 'Hesap → Güvenlik’i açın, yeni adresi girin ve hem eski hem yeni adrese gönderdiğimiz bağlantıyı onaylayın.'],
    'two-factor': ['Morphis iki adımlı doğrulamayı destekliyor mu?', 'Evet. Hesap → Güvenlik altında herhangi bir doğrulama uygulamasıyla açın; ekip sahipleri tüm üyeler için zorunlu kılabilir.'],
  },
} satisfies DraftTranslation;
