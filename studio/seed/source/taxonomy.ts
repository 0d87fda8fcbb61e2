import type { TaxonomyFamily } from '@site/schemas';
import type { TermSource } from './types';

export const CATEGORIES: Record<TaxonomyFamily, TermSource[]> = {
  blog: [
    {
      slug: 'fingerprinting',
      order: 1,
      title: { en: 'Browser fingerprinting', zh: '浏览器指纹', ru: 'Отпечатки браузера', es: 'Huella digital del navegador', pt: 'Impressão digital do navegador', de: 'Browser-Fingerprinting', fr: 'Empreinte du navigateur', vn: 'Dấu vân tay trình duyệt', tr: 'Tarayıcı parmak izi' },
      description: {
        en: 'How sites recognise a browser, and how Morphis keeps every profile distinct.',
        zh: '网站如何识别浏览器，以及 Morphis 如何让每个环境保持独立。',
        ru: 'Как сайты узнают браузер и как Morphis делает каждый профиль уникальным.',
      },
    },
    {
      slug: 'affiliate-marketing',
      order: 2,
      title: { en: 'Affiliate marketing', zh: '联盟营销', ru: 'Партнёрский маркетинг', es: 'Marketing de afiliados', pt: 'Marketing de afiliados', de: 'Affiliate-Marketing', fr: 'Marketing d’affiliation', vn: 'Tiếp thị liên kết', tr: 'Satış ortaklığı pazarlaması' },
      description: {
        en: 'Running ad and affiliate accounts at scale without bans.',
        zh: '大规模运营广告和联盟账户而不被封号。',
        ru: 'Как вести рекламные и партнёрские аккаунты в масштабе без блокировок.',
      },
    },
    {
      slug: 'e-commerce',
      order: 3,
      title: { en: 'E-commerce', zh: '跨境电商', ru: 'Электронная коммерция', es: 'Comercio electrónico', pt: 'Comércio eletrônico', de: 'E-Commerce', fr: 'E-commerce', vn: 'Thương mại điện tử', tr: 'E-ticaret' },
      description: {
        en: 'Managing marketplace seller accounts across regions.',
        zh: '跨地区管理电商平台卖家账户。',
        ru: 'Управление аккаунтами продавцов на маркетплейсах в разных регионах.',
      },
    },
    {
      slug: 'team-workflows',
      order: 4,
      title: { en: 'Team workflows', zh: '团队协作', ru: 'Командная работа', es: 'Trabajo en equipo', pt: 'Fluxos de equipe', de: 'Team-Workflows', fr: 'Travail en équipe', vn: 'Quy trình làm việc nhóm', tr: 'Ekip iş akışları' },
      description: {
        en: 'Sharing profiles, permissions and automation inside a team.',
        zh: '在团队内共享环境、分配权限与自动化。',
        ru: 'Общие профили, права доступа и автоматизация в команде.',
      },
    },
  ],
  news: [
    {
      slug: 'product',
      order: 1,
      title: { en: 'Product news', zh: '产品动态', ru: 'Новости продукта', es: 'Novedades del producto', pt: 'Novidades do produto', tr: 'Ürün haberleri', jp: '製品ニュース', ko: '제품 소식' },
    },
    {
      slug: 'company',
      order: 2,
      title: { en: 'Company', zh: '公司新闻', ru: 'Новости компании', es: 'Empresa', pt: 'Empresa', tr: 'Şirket', jp: '会社情報', ko: '회사 소식' },
    },
  ],
  guide: [
    {
      slug: 'getting-started',
      order: 1,
      title: { en: 'Getting started', zh: '快速入门', ru: 'Начало работы', es: 'Primeros pasos', pt: 'Primeiros passos', vn: 'Bắt đầu', th: 'เริ่มต้นใช้งาน', tr: 'Başlarken' },
    },
    {
      slug: 'proxies',
      order: 2,
      title: { en: 'Proxies', zh: '代理设置', ru: 'Прокси', es: 'Proxies', pt: 'Proxies', vn: 'Proxy', th: 'พร็อกซี', tr: 'Proxy’ler' },
    },
    {
      slug: 'automation',
      order: 3,
      title: { en: 'Automation', zh: '自动化', ru: 'Автоматизация', es: 'Automatización', pt: 'Automação', vn: 'Tự động hóa', th: 'ระบบอัตโนมัติ', tr: 'Otomasyon' },
    },
  ],
};

export const TAGS: Record<TaxonomyFamily, TermSource[]> = {
  blog: [
    { slug: 'canvas', title: { en: 'Canvas', zh: 'Canvas 指纹', ru: 'Canvas', es: 'Canvas', pt: 'Canvas', de: 'Canvas', fr: 'Canvas', vn: 'Canvas' } },
    { slug: 'webgl', title: { en: 'WebGL', zh: 'WebGL', ru: 'WebGL', es: 'WebGL', pt: 'WebGL', de: 'WebGL', fr: 'WebGL', vn: 'WebGL' } },
    { slug: 'facebook-ads', title: { en: 'Facebook Ads', zh: 'Facebook 广告', ru: 'Реклама Facebook', es: 'Anuncios de Facebook', pt: 'Anúncios do Facebook', de: 'Facebook-Werbung', fr: 'Publicités Facebook', vn: 'Quảng cáo Facebook' } },
    { slug: 'amazon', title: { en: 'Amazon', zh: '亚马逊', ru: 'Amazon', es: 'Amazon', pt: 'Amazon', de: 'Amazon', fr: 'Amazon', vn: 'Amazon' } },
    { slug: 'proxies', title: { en: 'Proxies', zh: '代理', ru: 'Прокси', es: 'Proxies', pt: 'Proxies', de: 'Proxys', fr: 'Proxys', vn: 'Proxy' } },
    { slug: 'account-safety', title: { en: 'Account safety', zh: '账户安全', ru: 'Безопасность аккаунтов', es: 'Seguridad de cuentas', pt: 'Segurança de contas', de: 'Kontosicherheit', fr: 'Sécurité des comptes', vn: 'An toàn tài khoản' } },
  ],
  news: [
    { slug: 'release', title: { en: 'Release', zh: '版本发布', ru: 'Релиз', es: 'Lanzamiento', pt: 'Lançamento', tr: 'Sürüm', jp: 'リリース', ko: '릴리스' } },
    { slug: 'pricing', title: { en: 'Pricing', zh: '价格', ru: 'Цены', es: 'Precios', pt: 'Preços', tr: 'Fiyatlandırma', jp: '料金', ko: '요금' } },
    { slug: 'events', title: { en: 'Events', zh: '活动', ru: 'События', es: 'Eventos', pt: 'Eventos', tr: 'Etkinlikler', jp: 'イベント', ko: '이벤트' } },
  ],
  guide: [
    { slug: 'beginner', title: { en: 'Beginner', zh: '新手', ru: 'Для новичков', es: 'Principiante', pt: 'Iniciante', vn: 'Người mới', th: 'ผู้เริ่มต้น', tr: 'Başlangıç' } },
    { slug: 'advanced', title: { en: 'Advanced', zh: '进阶', ru: 'Продвинутым', es: 'Avanzado', pt: 'Avançado', vn: 'Nâng cao', th: 'ขั้นสูง', tr: 'İleri düzey' } },
    { slug: 'api', title: { en: 'API', zh: 'API', ru: 'API', es: 'API', pt: 'API', vn: 'API', th: 'API', tr: 'API' } },
  ],
};
