import type { Translation } from './types';

/** Portuguese (Brazil) (pt): every marketing text of the site. */
export const pt = {
  settings: [
    'Morphis – navegador antidetect para várias contas',
    'navegador antidetect, multicontas, impressão digital do navegador',
    'Gerencie muitas contas com segurança: cada perfil do Morphis é um dispositivo separado com impressão digital, cookies e proxy próprios.',
  ],
  pages: {
    'about-us': [
      'Sobre o Morphis',
      'Criamos o navegador que permite a uma pessoa agir com segurança como muitas.',
      'O Morphis nasceu em 2021 como ferramenta do nosso próprio time de afiliados. Hoje 40 engenheiros em quatro países mantêm as impressões digitais atualizadas, e mais de 60.000 profissionais de marketing, vendedores e agências o usam todos os dias.',
    ],
    links: [
      'Links úteis',
      'Downloads, status do serviço, comunidade e suporte em um só lugar.',
      '- [Baixar o Morphis](/download)\n- [Central de ajuda](/helps)\n- [Notas de versão](/release)\n- [Status do serviço](https://status.morphis.example)\n- [Suporte por e-mail](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Plano de parceiros',
      'Ganhe 30% de cada pagamento dos clientes que você trouxer, enquanto eles ficarem.',
      'Inscreva-se com seu site ou canal, receba link e cupom pessoais e pagamentos mensais quando o saldo passar de 50 USD. Provedores de proxy e de ferramentas também podem pedir uma integração.',
    ],
    'pre-sales': [
      'Fale com vendas',
      'Planos para equipes de 20 pessoas ou mais, faturamento e ajuda na implantação.',
      'Conte quantos perfis e membros você precisa. Um engenheiro de vendas responde em um dia útil com proposta personalizada, teste de equipe de 14 dias e plano de migração da sua ferramenta atual.',
    ],
    'referral-program': [
      'Programa de indicação',
      'Indique um amigo: ele ganha 20% de desconto e você ganha um mês grátis.',
      'Compartilhe seu link de indicação na página da conta. Quando alguém indicado pagar qualquer plano, economiza 20% no primeiro pagamento e você ganha um mês do seu plano.',
    ],
    'use-cases': [
      'Casos de uso',
      'Como profissionais de marketing, vendedores, agências e desenvolvedores usam o Morphis.',
      '- **Equipes de afiliados** operam centenas de contas de anúncios em dispositivos separados.\n- **Vendedores online** mantêm lojas de regiões diferentes separadas.\n- **Agências** compartilham contas de clientes por função.\n- **Desenvolvedores** controlam perfis por código com a API local.',
    ],
    docs: [
      'Documentação',
      'Referência da API local, das etapas de RPA e das configurações de perfil.',
      'Comece pela [central de ajuda](/helps) para tarefas do dia a dia e pelos [guias](/guide) para passo a passo. A referência da API local traz cada endpoint com exemplos de requisição e resposta.',
    ],
    'privacy-policy': [
      'Política de privacidade',
      'O que coletamos neste site e no aplicativo, e por quê.',
      'Guardamos o e-mail da conta, os registros de cobrança e as configurações de perfil que você sincroniza. Nunca lemos o conteúdo das páginas que você abre nos perfis. Você pode exportar ou apagar seus dados a qualquer momento na página da conta.',
    ],
    'terms-of-service': [
      'Termos de serviço',
      'As regras de uso do Morphis, em linguagem simples.',
      'Você pode usar o Morphis para qualquer finalidade legal e deve seguir as regras das plataformas em que trabalha. Os planos renovam automaticamente até o cancelamento; há reembolso em até 7 dias após o primeiro pagamento.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Navegador antidetect para marketing de afiliados',
      'Rode dezenas de contas de anúncios e ofertas sem banimentos em cadeia.',
      'Cada conta de campanha ganha impressão digital e proxy próprios. Com o sincronizador, você dispara lotes inteiros a partir de uma única janela e passa perfis para a equipe sem compartilhar senhas.',
    ],
    'e-commerce': [
      'Gestão de várias lojas para sellers de e-commerce',
      'Mantenha separadas as lojas de marketplaces em regiões diferentes.',
      'Cada loja recebe um dispositivo estável e um IP do país do marketplace, para que Amazon, eBay ou Shopify nunca liguem seus negócios legítimos entre si.',
    ],
    'digital-agency': [
      'Contas de clientes para agências digitais',
      'Um perfil por conta de cliente, compartilhado por função.',
      'A agência guarda os acessos de anúncios, redes sociais e analytics de cada cliente em perfis separados, libera acesso por pasta e vê no log de atividades quem fez o quê.',
    ],
    'social-marketing': [
      'Marketing em redes sociais em grande escala',
      'Gerencie contas de marca e de comunidade em todas as redes.',
      'Opere muitas contas sociais com impressões digitais separadas, agende o trabalho repetitivo com RPA e mantenha a localização de cada conta alinhada ao seu público.',
    ],
    'web-scraping': [
      'Web scraping sem bloqueios',
      'Impressões digitais reais para crawlers que precisam parecer gente.',
      'Controle os perfis do Morphis pelo Playwright ou Puppeteer via API local: cada sessão de coleta tem uma impressão digital coerente e um proxy só dela.',
    ],
    'traffic-arbitrage': [
      'Arbitragem de tráfego com contas limpas',
      'Crie, aqueça e lance contas de anúncios em massa.',
      'Crie perfis a partir de um CSV, aqueça-os com rotinas de RPA e lance campanhas em várias contas, cada uma com seu próprio dispositivo e IP.',
    ],
    ticketing: [
      'Ingressos: filas justas para muitos compradores',
      'Perfis separados para cada conta de comprador em vendas com fila.',
      'Cada conta de comprador espera na fila a partir do próprio perfil e da própria conexão; se uma sessão for sinalizada, as outras continuam na disputa.',
    ],
    'google-servies': [
      'Várias contas Google, cada uma no seu dispositivo',
      'Gmail, Workspace e Perfil da Empresa sem verificações sem fim.',
      'O Google associa contas que usam o mesmo navegador. Mantenha cada uma em um perfil separado, com fuso horário e idioma compatíveis, e livre-se das verificações por telefone o tempo todo.',
    ],
    facebook: [
      'Gestão de várias contas no Facebook',
      'Contas de anúncios, páginas e Business Managers que continuam separados.',
      'O Facebook liga perfis por dispositivo, IP e dados de pagamento. O Morphis separa os três em cada conta e deixa sua equipe trabalhar no mesmo perfil com segurança.',
    ],
    'twitter-x': [
      'Várias contas no X (Twitter)',
      'Contas de marca, suporte e regionais sem suspensões.',
      'Entre em cada conta do X pelo próprio perfil e proxy, e agende posts com RPA nos horários que combinam com a região da conta.',
    ],
    tiktok: [
      'Contas de TikTok para criadores e lojas',
      'Faça crescer várias contas de TikTok e TikTok Shop em mercados diferentes.',
      'Ajuste idioma, fuso horário e impressão digital mobile de cada perfil ao mercado-alvo para que cada conta seja recomendada ao público certo.',
    ],
    amazon: [
      'Contas de vendedor na Amazon, bem separadas',
      'Um dispositivo por loja, compartilhado com a equipe.',
      'A Amazon suspende contas de vendedor associadas. O Morphis dá a cada loja um dispositivo estável e um IP do marketplace, e a equipe abre o mesmo perfil em vez de trocar credenciais.',
    ],
    discord: [
      'Comunidades no Discord e muitas contas',
      'Modere servidores e opere contas de comunidade sem bloqueio por telefone.',
      'Mantenha as contas de moderadores, donos de bots e comunidades regionais em perfis separados, para que um login sinalizado não bloqueie os outros.',
    ],
    linkedin: [
      'Prospecção no LinkedIn com vários perfis',
      'Times de vendas fazem prospecção sem restrições.',
      'A conta de LinkedIn de cada vendedor fica no próprio perfil, com IP estável, então os limites semanais de convites e as verificações de segurança valem por pessoa.',
    ],
    crypto: [
      'Cripto: carteiras, exchanges e airdrops',
      'Dispositivos separados para cada carteira e cada conta de exchange.',
      'Isole por perfil as carteiras do navegador, os logins em exchanges e a participação em airdrops, cada um com extensões, cookies e IP próprios.',
    ],
    betting: [
      'Contas de apostas em várias casas',
      'Dispositivos estáveis e IPs locais para cada conta.',
      'As casas de apostas comparam dispositivos e localizações. Dê a cada conta um perfil com IP residencial local e mantenha a impressão digital igual de uma sessão para outra.',
    ],
    'seo-serp': [
      'SEO e checagem de SERP de qualquer lugar',
      'Veja os resultados reais de busca em qualquer cidade e dispositivo.',
      'Abra um perfil com proxy na cidade desejada e confira posições, anúncios e resultados locais como um usuário de lá vê, sem resultados personalizados no meio.',
    ],
    'google-ads': [
      'Contas de Google Ads sem suspensões',
      'Anunciantes separados por cliente e por nicho.',
      'O Google Ads suspende contas que dividem o dispositivo com uma conta banida. Dê a cada conta de anunciante perfil, proxy e forma de pagamento próprios.',
    ],
    youtube: [
      'Vários canais no YouTube, um só lugar de trabalho',
      'Opere canais de marca e regionais a partir de perfis separados.',
      'A conta Google de cada canal fica no próprio perfil; assim, um aviso ou uma verificação em um canal nunca se espalha para os outros.',
    ],
    reddit: [
      'Contas no Reddit com histórico que dura',
      'Cresça em comunidades diferentes sem shadowban.',
      'O Reddit esconde discretamente os posts de contas associadas. Perfis separados e IPs residenciais garantem que cada conta tenha a própria reputação.',
    ],
    pinterest: [
      'Contas no Pinterest para marcas e lojas',
      'Publique Pins para várias lojas sem ser marcado como spam.',
      'Opere a conta de Pinterest de cada marca em um perfil separado e agende os Pins com RPA em um ritmo natural.',
    ],
    instagram: [
      'Gestão de várias contas no Instagram',
      'Contas de clientes, marcas e criadores sem bloqueio de ações.',
      'O Instagram associa contas por dispositivo e rede. Dê a cada conta uma impressão digital de celular e um proxy próprio, e compartilhe perfis com a equipe em vez de códigos.',
    ],
    ebay: [
      'Contas de vendedor no eBay, sempre separadas',
      'Opere várias lojas no eBay sem suspensões em cadeia.',
      'O eBay associa vendedores por dispositivos e endereços. Cada loja recebe um perfil com impressão digital estável e IP do país do seu site do eBay.',
    ],
    shopify: [
      'Lojas Shopify e suas contas de anúncios',
      'Acessos separados ao painel, aos anúncios e aos pagamentos de cada loja.',
      'Guarde o painel, o provedor de pagamentos e as contas de anúncios de cada loja Shopify em um perfil dedicado: o problema de uma loja fica só nela.',
    ],
    onlyfans: [
      'Agências de criadores: muitas contas de criadores',
      'Chatters e gerentes trabalham nas contas sem compartilhar senhas.',
      'A agência libera aos chatters o perfil de cada criador conforme a função, registra todas as sessões e mantém cada conta em um dispositivo e uma localização estáveis.',
    ],
    tinder: [
      'Apps de namoro no computador',
      'Perfis separados para cada conta de namoro e cada cidade.',
      'Os apps de namoro associam contas por dispositivo e número de telefone. Cada conta ganha um perfil e um proxy na sua cidade, com a localização configurada de acordo.',
    ],
    telegram: [
      'Telegram Web com várias contas',
      'Opere canais, grupos e contas de suporte lado a lado.',
      'Abra cada conta do Telegram em um perfil próprio no navegador, com IP próprio, para que a administração em massa não dispare limites de spam nas outras.',
    ],
    whatsapp: [
      'WhatsApp Web para times de vendas e suporte',
      'Vários números comerciais, cada um no seu perfil.',
      'Vincule cada número de WhatsApp a um perfil separado para que os atendentes respondam por vários números no mesmo computador sem que uma sessão derrube a outra.',
    ],
  },
  features: {
    'multi-account-management': [
      'Gestão de várias contas',
      'Centenas de contas, cada uma no seu dispositivo virtual.',
      'Crie, agrupe, etiquete e abra perfis em massa. Cada perfil guarda os próprios cookies, impressão digital e proxy, então cada conta sempre volta ao mesmo dispositivo.',
    ],
    synchronizer: [
      'Sincronizador de janelas',
      'Repita as ações de uma janela em muitas, com ritmo humano.',
      'Cliques, rolagem e digitação na janela principal são espelhados nas outras com atrasos aleatórios e variações de texto por janela.',
    ],
    rpa: [
      'Automação RPA',
      'Grave rotinas do navegador e repita em vários perfis.',
      'Monte tarefas sem código com passos gravados, loops e condições, agende e execute em muitos perfis ao mesmo tempo.',
    ],
    'local-api': [
      'API local',
      'Abra e controle perfis pelo seu próprio código.',
      'Uma API HTTP no localhost abre e fecha perfis, troca proxies, importa cookies e entrega um endpoint CDP para Playwright, Puppeteer ou Selenium.',
    ],
    'multi-profiles-management': [
      'Gestão de perfis em massa',
      'Pastas, tags, edição em massa e importação por CSV para grandes volumes.',
      'Mexa em centenas de perfis de uma vez: troque proxies em massa, importe de CSV e encontre qualquer perfil por tag, nota ou status.',
    ],
    teamwork: [
      'Trabalho em equipe',
      'Compartilhe perfis por função, nunca senhas.',
      'Convide membros, defina funções por pasta e acompanhe cada abertura, edição e exportação no log de atividades.',
    ],
    'antidetect-browser': [
      'Navegador antidetect',
      'Um navegador baseado em Chromium em que cada perfil parece um dispositivo real diferente.',
      'Canvas, WebGL, áudio, fontes, fuso horário e dezenas de outros sinais são definidos de forma coerente em cada perfil a partir de dados de dispositivos reais, em um núcleo que acompanha cada versão do Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Alternativa ao ${name}: por que as equipes estão migrando para o Morphis`,
    summary: (name) => `Morphis x ${name}: impressões digitais, recursos de equipe e preço por perfil.`,
    bodies: {
      'gologin-alternative':
        'Quem migra do GoLogin mantém os cookies pela importação e ganha o sincronizador e o RPA em todos os planos pagos, com preços em moeda local.',
      'incogniton-alternative':
        'Comparado ao Incogniton, o Morphis atualiza o núcleo Chromium poucas semanas depois de cada versão do Chrome e oferece a API local a partir do plano Solo.',
      'dolphin-anty-alternative':
        'Media buyers vindos do Dolphin Anty encontram as mesmas ferramentas em massa, além de funções por pasta e log de atividades para equipes maiores.',
      'multilogin-alternative':
        'O Morphis entrega coerência de impressões digitais no nível do Multilogin com preço por perfil menor e planos mensais para começar pequeno.',
      'octo-browser-alternative':
        'Ao trocar o Octo Browser, as equipes mantêm seus proxies e ganham RPA sem código, perfis Android em prévia e suporte em 20 idiomas.',
      'undetectable-alternative':
        'Diferente do Undetectable, o Morphis guarda os perfis na nuvem e localmente, então a equipe compartilha tudo sem ficar copiando arquivos.',
      'ziniao-alternative':
        'Sellers de e-commerce que deixam o Ziniao têm o mesmo isolamento de lojas, escolhem livremente o provedor de proxy e pagam em USD, BRL, PLN ou VND.',
    },
  },
  plans: {
    free: [
      'Grátis',
      'Experimente o Morphis com três perfis, grátis para sempre.',
      ['3 perfis de navegador', 'Gerenciador de proxies', 'Importação de cookies'],
    ],
    solo: [
      'Solo',
      'Para uma pessoa que gerencia muitas contas.',
      ['100 perfis de navegador', 'Sincronizador', 'API local', 'RPA com 5 tarefas'],
    ],
    team: [
      'Team',
      'Para agências e equipes que compartilham perfis.',
      ['300 perfis de navegador', '10 membros', 'Funções e registro de atividades', 'Tarefas de RPA ilimitadas'],
    ],
    enterprise: [
      'Enterprise',
      'Para equipes grandes com necessidades sob medida.',
      ['2.000 perfis de navegador', '50 membros', 'Gerente dedicado', 'Pagamento por fatura'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'O que é um navegador antidetect?',
      'Um navegador em que cada perfil tem sua própria impressão digital de dispositivo, cookies e proxy coerentes, e os sites veem cada perfil como um visitante diferente.',
    ],
    'is-it-legal': [
      'Usar o Morphis é legal?',
      'Sim. O Morphis é uma ferramenta de privacidade. Você é responsável por seguir a lei e os termos das plataformas em que o usa.',
    ],
    'annual-discount': [
      'Quanto economizo no plano anual?',
      'Os planos anuais custam dez meses por doze, em qualquer moeda.',
    ],
    refunds: [
      'Posso pedir reembolso?',
      'Sim, em até 7 dias após o primeiro pagamento, se você abriu menos de 20 perfis.',
    ],
    'which-proxies': [
      'Quais proxies funcionam com o Morphis?',
      'Proxies HTTP, HTTPS e SOCKS5, com ou sem login, incluindo residenciais e móveis rotativos.',
    ],
    'profile-storage': [
      'Onde meus perfis ficam guardados?',
      'Criptografados na nossa nuvem para a equipe abrir de qualquer lugar, com uma cópia local em cada computador que os usa.',
    ],
    'change-email': [
      'Como altero o e-mail da conta?',
      'Abra Conta → Segurança, informe o novo endereço e confirme o link que enviamos para o antigo e para o novo.',
    ],
    'two-factor': [
      'O Morphis tem autenticação em dois fatores?',
      'Sim. Ative em Conta → Segurança com qualquer app autenticador; donos de equipe podem exigir de todos os membros.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Núcleo Chromium 131 e importação de cookies mais rápida.',
      '- Núcleo Chromium 131 para todos os perfis.\n- Importação de cookies três vezes mais rápida em arquivos grandes.\n- Corrigido: a verificação de proxy ignorava a porta SOCKS5 no Windows 32 bits.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Pastas para perfis e editor de proxies em massa.',
      '- Perfis podem ser agrupados em pastas e compartilhados por pasta.\n- Editor de proxies em massa: troque o proxy de vários perfis de uma vez.\n- Corrigido: o fuso horário não atualizava ao trocar o proxy de um perfil aberto.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, abertura mais rápida e o novo painel de equipe.',
      '- Núcleo Chromium 134.\n- Perfis abrem até 40% mais rápido.\n- Novo painel de equipe com funções, pastas e registro de atividades.\n- O Windows 7 não é mais suportado.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Variações de texto no sincronizador e loops no RPA.',
      '- O sincronizador insere variações de texto por janela.\n- Tarefas de RPA aceitam loops sobre uma lista de valores.\n- A versão para Windows 32 bits foi descontinuada; instalações existentes continuam funcionando.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'A API local sai do beta.',
      '- A API local está estável, com endpoints de início, parada, proxy e cookies.\n- As chaves de API podem ser trocadas nas configurações.\n- Corrigido: o ruído do canvas mudava após transferir um perfil.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Perfis Android em prévia e Chromium 140.',
      '- Perfis Android em prévia pública.\n- Núcleo Chromium 140.\n- O verificador agora aponta layouts de teclado que não combinam com o país do proxy.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Impressão digital do navegador',
        'Como os sites reconhecem um navegador e como o Morphis mantém cada perfil diferente.',
      ],
      'affiliate-marketing': ['Marketing de afiliados', 'Contas de anúncios e de afiliados em escala, sem bloqueios.'],
      'e-commerce': ['Comércio eletrônico', 'Contas de vendedor em marketplaces de várias regiões, bem separadas.'],
      'team-workflows': ['Fluxos de equipe', 'Perfis compartilhados, permissões e automação dentro da equipe.'],
    },
    newsCategories: { product: 'Novidades do produto', company: 'Empresa' },
    guideCategories: { 'getting-started': 'Primeiros passos', proxies: 'Proxies', automation: 'Automação' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Anúncios do Facebook',
      amazon: 'Amazon',
      proxies: 'Proxies',
      'account-safety': 'Segurança de contas',
    },
    newsTags: { release: 'Lançamento', pricing: 'Preços', events: 'Eventos' },
    guideTags: { beginner: 'Iniciante', advanced: 'Avançado', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: IPs residenciais em 190 países',
      '15% de desconto em tráfego residencial e móvel com o código MORPHIS15.',
      'A Northwind Proxies oferece IPs residenciais e móveis com sessões fixas de até 24 horas. Os endpoints SOCKS5 vão direto para um perfil do Morphis, e o código **MORPHIS15** dá 15% de desconto nos três primeiros meses.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: proxies 4G e 5G',
      'Modems dedicados com troca de IP por link, para redes sociais e cadastros.',
      'A CellGate aluga modems 4G e 5G dedicados nos EUA, Reino Unido, Brasil e Polônia. Cada modem troca de IP ao abrir um link de rotação, que você pode salvar nas configurações de proxy do perfil.',
    ],
    'paylane-cards': [
      'Paylane Cards: cartões virtuais para anúncios',
      'Emita um cartão para cada conta de anúncios e acompanhe o gasto por cliente.',
      'A Paylane emite cartões virtuais Visa e Mastercard em segundos, com limites por cartão e por dia. Um cartão por conta de anúncios impede que os meios de pagamento liguem suas contas.',
    ],
    'offerhub-network': [
      'OfferHub Network: ofertas CPA em 60 países',
      'Nutra, sorteios e instalações de apps com pagamentos semanais.',
      'A OfferHub reúne mais de 2.000 ofertas CPA com pagamentos semanais a partir de 50 USD. Clientes do Morphis têm gerente pessoal e pagamento maior nas conversões do primeiro mês.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captchas dentro das tarefas de RPA',
      'Adicione uma etapa de resolução a qualquer tarefa de RPA do Morphis com uma chave de API.',
      'Cole sua chave da CaptchaFox em **Configurações → Integrações** e adicione a etapa "Resolver captcha" a uma tarefa de RPA. Desafios de imagem, reCAPTCHA e hCaptcha são resolvidos em cerca de dez segundos.',
    ],
    'growth-guild-community': [
      'Growth Guild: uma comunidade de media buyers',
      'Estudos de caso, encontros semanais e vagas para equipes de afiliados.',
      'A Growth Guild reúne 12.000 media buyers que compartilham análises de campanhas e dicas de ferramentas. O Morphis faz lá uma chamada aberta mensal sobre segurança de contas, e os membros têm 20% de desconto no primeiro ano.',
    ],
  },
} satisfies Translation;
