import type { DraftTranslation } from './types';

/** Portuguese (Brazil) (pt): every marketing text of the site. Still partial: `npm run content:coverage` lists what is missing; declare it `satisfies Translation` once complete. */
export const pt = {
  settings: ['Morphis – navegador antidetect para várias contas', 'navegador antidetect, multicontas, impressão digital do navegador', 'Gerencie muitas contas com segurança: cada perfil do Morphis é um dispositivo separado com impressão digital, cookies e proxy próprios.'],
  pages: {
    'about-us': ['Sobre o Morphis', 'Criamos o navegador que permite a uma pessoa agir com segurança como muitas.', 'O Morphis nasceu em 2021 como ferramenta do nosso próprio time de afiliados. Hoje 40 engenheiros em quatro países mantêm as impressões digitais atualizadas, e mais de 60.000 profissionais de marketing, vendedores e agências o usam todos os dias.'],
    links: ['Links úteis', 'Downloads, status do serviço, comunidade e suporte em um só lugar.', '- [Baixar o Morphis](/download)\n- [Central de ajuda](/helps)\n- [Notas de versão](/release)\n- [Status do serviço](https://status.morphis.example)\n- [Suporte por e-mail](mailto:support@morphis.example)'],
    'partner-plan': ['Plano de parceiros', 'Ganhe 30% de cada pagamento dos clientes que você trouxer, enquanto eles ficarem.', 'Inscreva-se com seu site ou canal, receba link e cupom pessoais e pagamentos mensais quando o saldo passar de 50 USD. Provedores de proxy e de ferramentas também podem pedir uma integração.'],
    'pre-sales': ['Fale com vendas', 'Planos para equipes de 20 pessoas ou mais, faturamento e ajuda na implantação.', 'Conte quantos perfis e membros você precisa. Um engenheiro de vendas responde em um dia útil com proposta personalizada, teste de equipe de 14 dias e plano de migração da sua ferramenta atual.'],
    'referral-program': ['Programa de indicação', 'Indique um amigo: ele ganha 20% de desconto e você ganha um mês grátis.', 'Compartilhe seu link de indicação na página da conta. Quando alguém indicado pagar qualquer plano, economiza 20% no primeiro pagamento e você ganha um mês do seu plano.'],
    'use-cases': ['Casos de uso', 'Como profissionais de marketing, vendedores, agências e desenvolvedores usam o Morphis.', '- **Equipes de afiliados** operam centenas de contas de anúncios em dispositivos separados.\n- **Vendedores online** mantêm lojas de regiões diferentes separadas.\n- **Agências** compartilham contas de clientes por função.\n- **Desenvolvedores** controlam perfis por código com a API local.'],
    docs: ['Documentação', 'Referência da API local, das etapas de RPA e das configurações de perfil.', 'Comece pela [central de ajuda](/helps) para tarefas do dia a dia e pelos [guias](/guide) para passo a passo. A referência da API local traz cada endpoint com exemplos de requisição e resposta.'],
    'privacy-policy': ['Política de privacidade', 'O que coletamos neste site e no aplicativo, e por quê.', 'Guardamos o e-mail da conta, os registros de cobrança e as configurações de perfil que você sincroniza. Nunca lemos o conteúdo das páginas que você abre nos perfis. Você pode exportar ou apagar seus dados a qualquer momento na página da conta.'],
    'terms-of-service': ['Termos de serviço', 'As regras de uso do Morphis, em linguagem simples.', 'Você pode usar o Morphis para qualquer finalidade legal e deve seguir as regras das plataformas em que trabalha. Os planos renovam automaticamente até o cancelamento; há reembolso em até 7 dias após o primeiro pagamento.'],
  },
  plans: {
    free: ['Grátis', 'Experimente o Morphis com três perfis, grátis para sempre.', ['3 perfis de navegador', 'Gerenciador de proxies', 'Importação de cookies']],
    solo: ['Solo', 'Para uma pessoa que gerencia muitas contas.', ['100 perfis de navegador', 'Sincronizador', 'API local', 'RPA com 5 tarefas']],
    team: ['Team', 'Para agências e equipes que compartilham perfis.', ['300 perfis de navegador', '10 membros', 'Funções e registro de atividades', 'Tarefas de RPA ilimitadas']],
    enterprise: ['Enterprise', 'Para equipes grandes com necessidades sob medida.', ['2.000 perfis de navegador', '50 membros', 'Gerente dedicado', 'Pagamento por fatura']],
  },
  faq: {
    'what-is-an-antidetect-browser': ['O que é um navegador antidetect?', 'Um navegador em que cada perfil tem sua própria impressão digital de dispositivo, cookies e proxy coerentes, e os sites veem cada perfil como um visitante diferente.'],
    'is-it-legal': ['Usar o Morphis é legal?', 'Sim. O Morphis é uma ferramenta de privacidade. Você é responsável por seguir a lei e os termos das plataformas em que o usa.'],
    'annual-discount': ['Quanto economizo no plano anual?', 'Os planos anuais custam dez meses por doze, em qualquer moeda.'],
    refunds: ['Posso pedir reembolso?', 'Sim, em até 7 dias após o primeiro pagamento, se você abriu menos de 20 perfis.'],
    'which-proxies': ['Quais proxies funcionam com o Morphis?', 'Proxies HTTP, HTTPS e SOCKS5, com ou sem login, incluindo residenciais e móveis rotativos.'],
    'profile-storage': ['Onde meus perfis ficam guardados?', 'Criptografados na nossa nuvem para a equipe abrir de qualquer lugar, com uma cópia local em cada computador que os usa.'],
    'change-email': ['Como altero o e-mail da conta?', 'Abra Conta → Segurança, informe o novo endereço e confirme o link que enviamos para o antigo e para o novo.'],
    'two-factor': ['O Morphis tem autenticação em dois fatores?', 'Sim. Ative em Conta → Segurança com qualquer app autenticador; donos de equipe podem exigir de todos os membros.'],
  },
  releases: {
    '3-8-0': ['Morphis 3.8.0', 'Núcleo Chromium 131 e importação de cookies mais rápida.', '- Núcleo Chromium 131 para todos os perfis.\n- Importação de cookies três vezes mais rápida em arquivos grandes.\n- Corrigido: a verificação de proxy ignorava a porta SOCKS5 no Windows 32 bits.'],
    '3-9-0': ['Morphis 3.9.0', 'Pastas para perfis e editor de proxies em massa.', '- Perfis podem ser agrupados em pastas e compartilhados por pasta.\n- Editor de proxies em massa: troque o proxy de vários perfis de uma vez.\n- Corrigido: o fuso horário não atualizava ao trocar o proxy de um perfil aberto.'],
    '4-0-0': ['Morphis 4.0.0', 'Chromium 134, abertura mais rápida e o novo painel de equipe.', '- Núcleo Chromium 134.\n- Perfis abrem até 40% mais rápido.\n- Novo painel de equipe com funções, pastas e registro de atividades.\n- O Windows 7 não é mais suportado.'],
    '4-1-0': ['Morphis 4.1.0', 'Variações de texto no sincronizador e loops no RPA.', '- O sincronizador insere variações de texto por janela.\n- Tarefas de RPA aceitam loops sobre uma lista de valores.\n- A versão para Windows 32 bits foi descontinuada; instalações existentes continuam funcionando.'],
    '4-2-0': ['Morphis 4.2.0', 'A API local sai do beta.', '- A API local está estável, com endpoints de início, parada, proxy e cookies.\n- As chaves de API podem ser trocadas nas configurações.\n- Corrigido: o ruído do canvas mudava após transferir um perfil.'],
    '4-3-0': ['Morphis 4.3.0', 'Perfis Android em prévia e Chromium 140.', '- Perfis Android em prévia pública.\n- Núcleo Chromium 140.\n- O verificador agora aponta layouts de teclado que não combinam com o país do proxy.'],
  },
} satisfies DraftTranslation;
