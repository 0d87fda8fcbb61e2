import { LOCALE_CODES, type LocaleCode, PROMOTION_CUTOFF_DEFAULT } from '@site/schemas';

type Doc = Record<string, unknown> & { _id: string; _type: string };

const REVISED = '2025-07-25T09:00:00Z';

/** Per language: the banner's text, its link text, and the pricing page's badge. */
const TEXT: Record<LocaleCode, readonly [banner: string, link: string, badge: string]> = {
  en: [
    'Summer sale: 30% off every annual plan until 23 August.',
    'See the prices',
    'Summer sale: −30% on annual plans',
  ],
  zh: ['夏季特惠：所有年付套餐 7 折，截至 8 月 23 日。', '查看价格', '夏季特惠：年付 7 折'],
  ru: [
    'Летняя распродажа: −30% на все годовые тарифы до 23 августа.',
    'Смотреть цены',
    'Летняя распродажа: −30% на годовые тарифы',
  ],
  vn: ['Khuyến mãi mùa hè: giảm 30% mọi gói năm đến hết 23/8.', 'Xem bảng giá', 'Khuyến mãi hè: −30% gói năm'],
  es: [
    'Rebajas de verano: 30 % de descuento en todos los planes anuales hasta el 23 de agosto.',
    'Ver precios',
    'Rebajas de verano: −30 % en planes anuales',
  ],
  pt: [
    'Promoção de verão: 30% de desconto em todos os planos anuais até 23 de agosto.',
    'Ver preços',
    'Promoção de verão: −30% nos planos anuais',
  ],
  tr: [
    'Yaz indirimi: 23 Ağustos’a kadar tüm yıllık planlarda %30 indirim.',
    'Fiyatları gör',
    'Yaz indirimi: yıllık planlarda −%30',
  ],
  th: ['ลดรับหน้าร้อน: แพ็กเกจรายปีทุกแบบลด 30% ถึง 23 สิงหาคม', 'ดูราคา', 'ลดรับหน้าร้อน: แพ็กเกจรายปี −30%'],
  fr: [
    'Soldes d’été : −30 % sur toutes les formules annuelles jusqu’au 23 août.',
    'Voir les tarifs',
    'Soldes d’été : −30 % sur l’annuel',
  ],
  uk: [
    'Літній розпродаж: −30% на всі річні тарифи до 23 серпня.',
    'Переглянути ціни',
    'Літній розпродаж: −30% на річні тарифи',
  ],
  ko: ['여름 세일: 8월 23일까지 모든 연간 플랜 30% 할인.', '가격 보기', '여름 세일: 연간 플랜 −30%'],
  hi: ['समर सेल: 23 अगस्त तक सभी वार्षिक प्लान पर 30% छूट।', 'कीमतें देखें', 'समर सेल: वार्षिक प्लान पर −30%'],
  jp: ['サマーセール：8月23日まで全年間プランが30%オフ。', '料金を見る', 'サマーセール：年間プラン30%オフ'],
  tc: ['夏季特惠：所有年繳方案 7 折，至 8 月 23 日止。', '查看價格', '夏季特惠：年繳 7 折'],
  de: [
    'Sommer-Sale: 30 % Rabatt auf alle Jahrespläne bis zum 23. August.',
    'Preise ansehen',
    'Sommer-Sale: −30 % auf Jahrespläne',
  ],
  fil: [
    'Summer sale: 30% diskwento sa lahat ng taunang plan hanggang Agosto 23.',
    'Tingnan ang presyo',
    'Summer sale: −30% sa taunang plan',
  ],
  km: [
    'ការបញ្ចុះតម្លៃរដូវក្តៅ៖ បញ្ចុះ 30% លើគម្រោងប្រចាំឆ្នាំទាំងអស់ រហូតដល់ថ្ងៃទី 23 សីហា។',
    'មើលតម្លៃ',
    'បញ្ចុះតម្លៃរដូវក្តៅ៖ −30% លើគម្រោងប្រចាំឆ្នាំ',
  ],
  pl: [
    'Letnia wyprzedaż: 30% zniżki na wszystkie plany roczne do 23 sierpnia.',
    'Zobacz ceny',
    'Letnia wyprzedaż: −30% na plany roczne',
  ],
  nl: [
    'Zomeractie: 30% korting op alle jaarabonnementen tot 23 augustus.',
    'Bekijk de prijzen',
    'Zomeractie: −30% op jaarabonnementen',
  ],
  ro: [
    'Reduceri de vară: 30% reducere la toate planurile anuale până pe 23 august.',
    'Vezi prețurile',
    'Reduceri de vară: −30% la planurile anuale',
  ],
};

const localized = (index: 0 | 1 | 2) => ({
  _type: 'localeString',
  ...Object.fromEntries(LOCALE_CODES.map((code) => [code, TEXT[code][index]])),
});
const translatedFrom = {
  _type: 'localeRevisions',
  ...Object.fromEntries(LOCALE_CODES.filter((code) => code !== 'en').map((code) => [code, REVISED])),
};
const system = { _createdAt: REVISED, _updatedAt: REVISED, englishRevisedAt: REVISED, translatedFrom };

/** The summer sale of the specification: it runs until the promotion cutoff (2025-08-23 16:00 UTC+8). */
const STARTS_AT = '2025-08-01T00:00:00Z';
const ENDS_AT = new Date(PROMOTION_CUTOFF_DEFAULT).toISOString();

/** One banner above the header of every page and one badge on the pricing page. */
export const PROMOTIONS: readonly Doc[] = [
  {
    _id: 'promotion-summer-sale-banner',
    _type: 'promotion',
    ...system,
    name: 'Summer sale 2025 (banner)',
    placement: 'banner',
    text: localized(0),
    linkLabel: localized(1),
    link: '/pricing',
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
  },
  {
    _id: 'promotion-summer-sale-pricing',
    _type: 'promotion',
    ...system,
    name: 'Summer sale 2025 (pricing badge)',
    placement: 'pricing',
    text: localized(2),
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
  },
];
