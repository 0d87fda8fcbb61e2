import type { AuthorSource } from './types';

export const AUTHORS: AuthorSource[] = [
  {
    slug: 'anna-kovalenko',
    name: 'Anna Kovalenko',
    color: '#3b2bd9',
    role: { en: 'Head of Product Research', zh: '产品研究负责人', ru: 'Руководитель продуктовых исследований', es: 'Jefa de investigación de producto', pt: 'Chefe de pesquisa de produto', de: 'Leiterin Produktforschung', fr: 'Responsable de la recherche produit', vn: 'Trưởng nhóm nghiên cứu sản phẩm' },
    bio: {
      en: 'Anna studies how websites fingerprint browsers and turns the findings into Morphis profile defaults.',
      zh: 'Anna 研究网站如何识别浏览器指纹，并把研究结果转化为 Morphis 的默认配置。',
      ru: 'Анна изучает, как сайты снимают отпечатки браузеров, и превращает выводы в настройки профилей Morphis.',
      es: 'Anna estudia cómo los sitios toman la huella de los navegadores y convierte los hallazgos en ajustes de Morphis.',
    },
  },
  {
    slug: 'lucas-ferreira',
    name: 'Lucas Ferreira',
    color: '#0f766e',
    role: { en: 'Growth Marketing Lead', zh: '增长营销负责人', ru: 'Руководитель маркетинга роста', es: 'Responsable de marketing de crecimiento', pt: 'Líder de marketing de crescimento', tr: 'Büyüme pazarlaması lideri', jp: 'グロースマーケティング責任者', ko: '그로스 마케팅 리드' },
    bio: {
      en: 'Lucas ran affiliate campaigns for eight years before joining Morphis to write about scaling ad accounts safely.',
      zh: 'Lucas 做了八年联盟营销，加入 Morphis 后专注分享如何安全地扩展广告账户。',
      ru: 'Лукас восемь лет вёл партнёрские кампании, прежде чем прийти в Morphis и писать о безопасном масштабировании рекламных аккаунтов.',
      pt: 'Lucas gerenciou campanhas de afiliados por oito anos antes de entrar na Morphis para escrever sobre escalar contas de anúncios com segurança.',
    },
  },
  {
    slug: 'mei-lin',
    name: 'Mei Lin',
    color: '#9333ea',
    role: { en: 'Customer Success Engineer', zh: '客户成功工程师', ru: 'Инженер по работе с клиентами', es: 'Ingeniera de éxito del cliente', pt: 'Engenheira de sucesso do cliente', vn: 'Kỹ sư hỗ trợ khách hàng', th: 'วิศวกรดูแลความสำเร็จของลูกค้า', tr: 'Müşteri başarı mühendisi' },
    bio: {
      en: 'Mei helps teams move hundreds of profiles into Morphis and writes the step-by-step guides.',
      zh: '梅琳帮助团队把数百个环境迁移到 Morphis，并撰写分步教程。',
      ru: 'Мэй помогает командам переносить сотни профилей в Morphis и пишет пошаговые руководства.',
    },
  },
  {
    slug: 'daniel-weber',
    name: 'Daniel Weber',
    color: '#b45309',
    role: { en: 'Release Manager', zh: '版本发布经理', ru: 'Менеджер релизов', es: 'Responsable de versiones', pt: 'Gerente de versões', de: 'Release-Manager', fr: 'Responsable des versions', vn: 'Quản lý phát hành' },
    bio: {
      en: 'Daniel coordinates the Morphis release train and writes the changelog.',
      zh: 'Daniel 负责协调 Morphis 的版本发布并撰写更新日志。',
      ru: 'Даниэль координирует выпуск версий Morphis и пишет список изменений.',
      de: 'Daniel koordiniert die Releases von Morphis und schreibt das Änderungsprotokoll.',
    },
  },
];
