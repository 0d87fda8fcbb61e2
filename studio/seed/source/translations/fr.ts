import type { Translation } from './types';

/** French (fr): every marketing text of the site. */
export const fr = {
  settings: [
    'Morphis – navigateur antidétection pour gérer plusieurs comptes',
    'navigateur antidétection, multicompte, empreinte du navigateur',
    'Gérez de nombreux comptes en sécurité : chaque profil Morphis est un appareil distinct avec son empreinte, ses cookies et son proxy.',
  ],
  pages: {
    'about-us': [
      'À propos de Morphis',
      'Nous construisons le navigateur qui permet à une personne d’agir en toute sécurité comme plusieurs.',
      'Morphis est né en 2021 comme outil de notre propre équipe d’affiliation. Aujourd’hui, 40 ingénieurs dans quatre pays maintiennent ses empreintes à jour, et plus de 60 000 marketeurs, vendeurs et agences l’utilisent chaque jour.',
    ],
    links: [
      'Liens utiles',
      'Téléchargements, état du service, communauté et support au même endroit.',
      '- [Télécharger Morphis](/download)\n- [Centre d’aide](/helps)\n- [Notes de version](/release)\n- [État du service](https://status.morphis.example)\n- [Support par e-mail](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Programme partenaire',
      'Touchez 30 % de chaque paiement des clients que vous apportez, tant qu’ils restent.',
      'Postulez avec votre site ou votre chaîne, recevez un lien et un code promo personnels, et soyez payé chaque mois dès que votre solde dépasse 50 USD. Les fournisseurs de proxys et d’outils peuvent aussi demander une intégration.',
    ],
    'pre-sales': [
      'Contacter les ventes',
      'Offres pour équipes de 20 personnes ou plus, facturation et aide au démarrage.',
      'Dites-nous combien de profils et de membres il vous faut. Un ingénieur commercial répond sous un jour ouvré avec un devis sur mesure, un essai d’équipe de 14 jours et un plan de migration depuis votre outil actuel.',
    ],
    'referral-program': [
      'Programme de parrainage',
      'Invitez un ami : il a 20 % de remise, vous gagnez un mois gratuit.',
      'Partagez votre lien de parrainage depuis la page de votre compte. Quand une personne invitée paie une offre, elle économise 20 % sur le premier paiement et un mois de votre offre est ajouté à votre compte.',
    ],
    'use-cases': [
      'Cas d’usage',
      'Comment les marketeurs, vendeurs, agences et développeurs utilisent Morphis.',
      '- **Les équipes d’affiliation** gèrent des centaines de comptes publicitaires sur des appareils distincts.\n- **Les e-commerçants** séparent leurs boutiques de différentes régions.\n- **Les agences** partagent les comptes clients par rôle.\n- **Les développeurs** pilotent les profils par le code via l’API locale.',
    ],
    docs: [
      'Documentation',
      'Référence de l’API locale, des étapes RPA et des réglages de profil.',
      'Commencez par le [centre d’aide](/helps) pour les tâches courantes et les [guides](/guide) pour les pas-à-pas. La référence de l’API locale détaille chaque point d’accès avec des exemples de requête et de réponse.',
    ],
    'privacy-policy': [
      'Politique de confidentialité',
      'Ce que nous collectons sur ce site et dans l’application, et pourquoi.',
      'Nous conservons l’e-mail du compte, les données de facturation et les réglages de profil que vous synchronisez. Nous ne lisons jamais le contenu des pages ouvertes dans vos profils. Vous pouvez exporter ou supprimer vos données à tout moment depuis la page du compte.',
    ],
    'terms-of-service': [
      'Conditions d’utilisation',
      'Les règles d’utilisation de Morphis, en termes simples.',
      'Vous pouvez utiliser Morphis à toute fin licite et devez respecter les règles des plateformes sur lesquelles vous travaillez. Les offres se renouvellent automatiquement jusqu’à résiliation ; un remboursement est possible dans les 7 jours suivant le premier paiement.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Navigateur antidétection pour l’affiliation',
      'Gérez des dizaines de comptes publicitaires et d’offres sans bannissements en chaîne.',
      'Chaque compte de campagne a sa propre empreinte et son propre proxy. Le synchroniseur lance des séries entières depuis une seule fenêtre, et votre équipe récupère les profils sans que personne ne partage de mot de passe.',
    ],
    'e-commerce': [
      'Multiboutique pour les vendeurs e-commerce',
      'Gardez séparées vos boutiques sur des marketplaces de différents pays.',
      'Chaque boutique reçoit un appareil stable et une IP du pays de sa marketplace : Amazon, eBay ou Shopify ne relient jamais vos activités légitimes entre elles.',
    ],
    'digital-agency': [
      'Comptes clients pour les agences digitales',
      'Un profil par compte client, partagé selon les rôles.',
      'L’agence range les accès publicitaires, réseaux sociaux et analytics de chaque client dans des profils séparés, donne les droits par dossier et voit dans le journal d’activité qui a fait quoi.',
    ],
    'social-marketing': [
      'Le social media marketing à grande échelle',
      'Pilotez comptes de marque et de communauté sur tous les réseaux.',
      'Animez de nombreux comptes sociaux avec des empreintes distinctes, planifiez les tâches répétitives avec la RPA et gardez la localisation de chaque compte cohérente avec son audience.',
    ],
    'web-scraping': [
      'Du web scraping sans blocages',
      'De vraies empreintes de navigateur pour des robots qui doivent passer pour des humains.',
      'Pilotez les profils Morphis depuis Playwright ou Puppeteer via l’API locale : chaque session de collecte a une empreinte cohérente et son propre proxy.',
    ],
    'traffic-arbitrage': [
      'Arbitrage de trafic avec des comptes propres',
      'Créez, chauffez et lancez des comptes publicitaires en masse.',
      'Créez des profils depuis un CSV, chauffez-les avec des routines RPA et lancez vos campagnes sur de nombreux comptes, chacun gardant son appareil et son IP.',
    ],
    ticketing: [
      'Billetterie : des files d’attente équitables pour chaque acheteur',
      'Un profil distinct pour chaque compte acheteur lors des ventes avec file d’attente.',
      'Chaque compte acheteur attend dans la file depuis son propre profil et sa propre connexion : si une session est signalée, les autres restent dans la course.',
    ],
    'google-servies': [
      'Plusieurs comptes Google, chacun sur son appareil',
      'Gmail, Workspace et fiches d’établissement sans vérifications à répétition.',
      'Google relie les comptes qui partagent un navigateur. Placez chacun dans un profil séparé, avec le bon fuseau horaire et la bonne langue, et finies les vérifications par téléphone à répétition.',
    ],
    facebook: [
      'Gestion multicompte Facebook',
      'Comptes publicitaires, pages et Business Managers bien séparés.',
      'Facebook relie les profils par l’appareil, l’IP et les données de paiement. Morphis sépare les trois pour chaque compte et permet à votre équipe de travailler en toute sécurité dans le même profil.',
    ],
    'twitter-x': [
      'Gérer plusieurs comptes X (Twitter)',
      'Comptes de marque, de support et régionaux sans suspension.',
      'Connectez-vous à chaque compte X depuis son propre profil et son proxy, et programmez vos publications avec la RPA aux heures qui correspondent à la région du compte.',
    ],
    tiktok: [
      'Comptes TikTok pour créateurs et boutiques',
      'Développez plusieurs comptes TikTok et TikTok Shop sur différents marchés.',
      'Réglez la langue, le fuseau horaire et l’empreinte mobile de chaque profil sur le marché visé pour que chaque compte soit recommandé à la bonne audience.',
    ],
    amazon: [
      'Comptes vendeur Amazon, bien séparés',
      'Un appareil par boutique, partagé avec votre équipe.',
      'Amazon suspend les comptes vendeur liés. Morphis donne à chaque boutique un appareil stable et une IP de la marketplace, et votre équipe ouvre le même profil au lieu de s’échanger les identifiants.',
    ],
    discord: [
      'Communautés Discord et comptes multiples',
      'Modérez vos serveurs et animez vos comptes sans blocage par téléphone.',
      'Gardez les comptes de modérateurs, de propriétaires de bots et de communautés régionales dans des profils distincts : une connexion signalée ne bloque pas les autres.',
    ],
    linkedin: [
      'Prospection LinkedIn avec plusieurs profils',
      'Vos commerciaux prospectent sans restrictions.',
      'Le compte LinkedIn de chaque commercial vit dans son propre profil avec une IP stable : limites d’invitations hebdomadaires et contrôles de sécurité s’appliquent personne par personne.',
    ],
    crypto: [
      'Crypto : wallets, exchanges et airdrops',
      'Un appareil distinct pour chaque wallet et chaque compte d’exchange.',
      'Isolez par profil vos wallets de navigateur, vos connexions aux exchanges et vos participations aux airdrops, chacun avec ses extensions, ses cookies et son IP.',
    ],
    betting: [
      'Comptes de paris chez plusieurs bookmakers',
      'Des appareils stables et des IP locales pour chaque compte.',
      'Les bookmakers comparent appareils et localisations. Donnez à chaque compte un profil avec une IP résidentielle locale et une empreinte qui ne change pas d’une session à l’autre.',
    ],
    'seo-serp': [
      'SEO et vérification des SERP depuis n’importe où',
      'Voyez les vrais résultats de recherche pour n’importe quelle ville et n’importe quel appareil.',
      'Ouvrez un profil avec un proxy dans la ville ciblée et vérifiez positions, annonces et résultats locaux comme les voit un internaute sur place, sans personnalisation parasite.',
    ],
    'google-ads': [
      'Des comptes Google Ads sans suspension',
      'Des annonceurs séparés par client et par secteur.',
      'Google Ads suspend les comptes qui partagent un appareil avec un compte banni. Donnez à chaque compte annonceur son profil, son proxy et son moyen de paiement.',
    ],
    youtube: [
      'Plusieurs chaînes YouTube, un seul espace de travail',
      'Gérez chaînes de marque et chaînes régionales depuis des profils séparés.',
      'Le compte Google de chaque chaîne reste dans son propre profil : un avertissement ou une vérification sur une chaîne ne touche jamais les autres.',
    ],
    reddit: [
      'Des comptes Reddit avec un historique qui dure',
      'Développez des comptes dans différentes communautés sans shadowban.',
      'Reddit masque discrètement les publications des comptes liés. Profils séparés et IP résidentielles : chaque compte garde sa propre réputation.',
    ],
    pinterest: [
      'Comptes Pinterest pour marques et boutiques',
      'Épinglez pour plusieurs boutiques sans être signalé comme spam.',
      'Gérez le compte Pinterest de chaque marque dans un profil séparé et programmez vos épingles avec la RPA à un rythme naturel.',
    ],
    instagram: [
      'Gestion multicompte Instagram',
      'Comptes clients, marques et créateurs sans blocage d’actions.',
      'Instagram relie les comptes par l’appareil et le réseau. Donnez à chaque compte une empreinte de type mobile et son propre proxy, et partagez les profils avec votre équipe plutôt que des codes.',
    ],
    ebay: [
      'Comptes vendeur eBay, bien séparés',
      'Gérez plusieurs boutiques eBay sans suspensions en chaîne.',
      'eBay relie les vendeurs par leurs appareils et leurs adresses. Chaque boutique reçoit un profil avec une empreinte stable et une IP du pays de son site eBay.',
    ],
    shopify: [
      'Boutiques Shopify et leurs comptes publicitaires',
      'Des accès séparés à l’admin, à la pub et aux paiements de chaque boutique.',
      'Gardez l’admin, le prestataire de paiement et les comptes publicitaires de chaque boutique Shopify dans un profil dédié : un problème dans une boutique y reste.',
    ],
    onlyfans: [
      'Agences de créateurs : de nombreux comptes créateurs',
      'Chatteurs et managers travaillent dans les comptes sans partager de mot de passe.',
      'L’agence donne aux chatteurs l’accès au profil d’un créateur selon leur rôle, trace chaque session et garde chaque compte sur un appareil et une localisation stables.',
    ],
    tinder: [
      'Les applis de rencontre sur ordinateur',
      'Un profil distinct pour chaque compte et chaque ville.',
      'Les services de rencontre relient les comptes par l’appareil et le numéro de téléphone. Chaque compte reçoit un profil et un proxy dans sa ville, avec une géolocalisation assortie.',
    ],
    telegram: [
      'Telegram Web avec plusieurs comptes',
      'Gérez chaînes, groupes et comptes de support en parallèle.',
      'Ouvrez chaque compte Telegram dans son propre profil de navigateur, avec sa propre IP : l’administration en masse ne déclenche pas de limites antispam sur les autres.',
    ],
    whatsapp: [
      'WhatsApp Web pour les équipes commerciales et support',
      'Plusieurs numéros professionnels, chacun dans son profil.',
      'Associez chaque numéro WhatsApp à un profil distinct : vos agents répondent depuis plusieurs numéros sur le même ordinateur sans que les sessions se déconnectent mutuellement.',
    ],
  },
  features: {
    'multi-account-management': [
      'Gestion multicompte',
      'Des centaines de comptes, chacun sur son propre appareil virtuel.',
      'Créez, regroupez, étiquetez et lancez des profils en masse. Chaque profil garde ses cookies, son empreinte et son proxy : chaque compte retrouve toujours le même appareil.',
    ],
    synchronizer: [
      'Synchroniseur de fenêtres',
      'Répétez les actions d’une fenêtre dans toutes les autres, avec un rythme humain.',
      'Clics, défilement et saisie dans la fenêtre principale sont reproduits dans les autres avec des délais aléatoires et des variantes de texte par fenêtre.',
    ],
    rpa: [
      'Automatisation RPA',
      'Enregistrez des routines de navigation et rejouez-les dans vos profils.',
      'Construisez des tâches sans code à partir d’étapes enregistrées, de boucles et de conditions, planifiez-les et exécutez-les dans de nombreux profils à la fois.',
    ],
    'local-api': [
      'API locale',
      'Lancez et pilotez vos profils depuis votre propre code.',
      'Une API HTTP sur localhost démarre et arrête les profils, change les proxys, importe les cookies et vous fournit un point d’accès CDP pour Playwright, Puppeteer ou Selenium.',
    ],
    'multi-profiles-management': [
      'Gestion des profils en masse',
      'Dossiers, tags, modifications groupées et import CSV pour les grands parcs.',
      'Traitez des centaines de profils d’un coup : changez les proxys en masse, importez depuis un CSV et retrouvez n’importe quel profil par tag, note ou statut.',
    ],
    teamwork: [
      'Travail en équipe',
      'Partagez des profils par rôle, jamais des mots de passe.',
      'Invitez des membres, attribuez des rôles par dossier et suivez chaque lancement, modification et export dans le journal d’activité.',
    ],
    'antidetect-browser': [
      'Navigateur antidétection',
      'Un navigateur basé sur Chromium où chaque profil ressemble à un vrai appareil distinct.',
      'Canvas, WebGL, audio, polices, fuseau horaire et des dizaines d’autres signaux sont réglés de façon cohérente pour chaque profil à partir de données d’appareils réels, sur un moteur qui suit chaque version de Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Alternative à ${name} : pourquoi les équipes passent à Morphis`,
    summary: (name) => `Morphis ou ${name} : empreintes, fonctions d’équipe et prix par profil.`,
    bodies: {
      'gologin-alternative':
        'Les équipes qui quittent GoLogin conservent leurs cookies grâce à l’import et profitent du synchroniseur et de la RPA dans toutes les offres payantes, avec des prix en devise locale.',
      'incogniton-alternative':
        'Par rapport à Incogniton, Morphis met à jour son moteur Chromium quelques semaines après chaque version de Chrome et inclut l’API locale dès l’offre Solo.',
      'dolphin-anty-alternative':
        'Les media buyers qui viennent de Dolphin Anty retrouvent les mêmes outils de masse, avec en plus des rôles par dossier et un journal d’activité pour les grandes équipes.',
      'multilogin-alternative':
        'Morphis offre une cohérence d’empreintes digne de Multilogin pour un prix par profil plus bas, avec des offres mensuelles qui permettent de démarrer petit.',
      'octo-browser-alternative':
        'En quittant Octo Browser, les équipes gardent leurs proxys et gagnent la RPA sans code, les profils Android en avant-première et un support en 20 langues.',
      'undetectable-alternative':
        'Contrairement à Undetectable, Morphis stocke les profils dans le cloud et en local : votre équipe les partage sans copier de fichiers dans tous les sens.',
      'ziniao-alternative':
        'Les vendeurs e-commerce qui quittent Ziniao gardent la même isolation des boutiques, choisissent librement leur fournisseur de proxys et paient en USD, BRL, PLN ou VND.',
    },
  },
  plans: {
    free: [
      'Gratuit',
      'Essayez Morphis avec trois profils, gratuitement et pour toujours.',
      ['3 profils de navigateur', 'Gestionnaire de proxys', 'Import de cookies'],
    ],
    solo: [
      'Solo',
      'Pour une personne qui gère de nombreux comptes.',
      ['100 profils de navigateur', 'Synchroniseur', 'API locale', 'RPA avec 5 tâches'],
    ],
    team: [
      'Team',
      'Pour les agences et les équipes qui partagent des profils.',
      ['300 profils de navigateur', '10 membres d’équipe', 'Rôles et journal d’activité', 'Tâches RPA illimitées'],
    ],
    enterprise: [
      'Enterprise',
      'Pour les grandes équipes aux besoins spécifiques.',
      ['2 000 profils de navigateur', '50 membres d’équipe', 'Interlocuteur dédié', 'Paiement sur facture'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Qu’est-ce qu’un navigateur antidétection ?',
      'Un navigateur dans lequel chaque profil présente sa propre empreinte d’appareil, ses cookies et son proxy, de façon cohérente : les sites voient chaque profil comme un visiteur différent.',
    ],
    'is-it-legal': [
      'Est-il légal d’utiliser Morphis ?',
      'Oui. Morphis est un outil de confidentialité. Il vous appartient de respecter la loi et les conditions des plateformes sur lesquelles vous l’utilisez.',
    ],
    'annual-discount': [
      'Combien j’économise avec la facturation annuelle ?',
      'Les offres annuelles coûtent dix mois pour douze, quelle que soit la devise.',
    ],
    refunds: [
      'Puis-je être remboursé ?',
      'Oui, dans les 7 jours suivant votre premier paiement, si vous avez lancé moins de 20 profils.',
    ],
    'which-proxies': [
      'Quels proxys fonctionnent avec Morphis ?',
      'Les proxys HTTP, HTTPS et SOCKS5, avec ou sans identifiants, y compris les proxys résidentiels et mobiles rotatifs.',
    ],
    'profile-storage': [
      'Où sont stockés mes profils ?',
      'Chiffrés dans notre cloud, pour que votre équipe puisse les ouvrir de partout, avec une copie locale sur chaque ordinateur qui les utilise.',
    ],
    'change-email': [
      'Comment changer l’adresse e-mail de mon compte ?',
      'Ouvrez Compte → Sécurité, saisissez la nouvelle adresse et confirmez le lien que nous envoyons à l’ancienne et à la nouvelle adresse.',
    ],
    'two-factor': [
      'Morphis prend-il en charge la double authentification ?',
      'Oui. Activez-la dans Compte → Sécurité avec n’importe quelle application d’authentification ; les propriétaires d’équipe peuvent l’imposer à tous les membres.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Moteur Chromium 131 et import de cookies plus rapide.',
      '- Moteur Chromium 131 pour tous les profils.\n- L’import de cookies est trois fois plus rapide sur les gros fichiers.\n- Corrigé : la vérification du proxy ignorait le port SOCKS5 sous Windows 32 bits.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Des dossiers pour les profils et un éditeur de proxys en masse.',
      '- Les profils se regroupent en dossiers et se partagent par dossier.\n- Éditeur de proxys en masse : changez le proxy de nombreux profils d’un coup.\n- Corrigé : le fuseau horaire n’était pas mis à jour après un changement de proxy sur un profil en cours d’exécution.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, démarrage plus rapide et nouveau panneau d’équipe.',
      '- Moteur Chromium 134.\n- Les profils démarrent jusqu’à 40 % plus vite.\n- Nouveau panneau d’équipe avec rôles, dossiers et journal d’activité.\n- Windows 7 n’est plus pris en charge.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Variantes de texte dans le synchroniseur et boucles en RPA.',
      '- Le synchroniseur peut insérer des variantes de texte pour chaque fenêtre.\n- Les tâches RPA gèrent les boucles sur une liste de valeurs.\n- La version Windows 32 bits est arrêtée ; les installations existantes continuent de fonctionner.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'L’API locale sort de la bêta.',
      '- L’API locale est stable, avec des points d’accès pour démarrer, arrêter, changer de proxy et gérer les cookies.\n- Les clés d’API se renouvellent depuis les paramètres.\n- Corrigé : le bruit Canvas changeait après le transfert d’un profil.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Profils Android en avant-première et Chromium 140.',
      '- Profils Android en avant-première publique.\n- Moteur Chromium 140.\n- Le vérificateur de profil signale désormais les dispositions de clavier qui ne correspondent pas au pays du proxy.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Empreinte du navigateur',
        'Comment les sites reconnaissent un navigateur, et comment Morphis rend chaque profil unique.',
      ],
      'affiliate-marketing': [
        'Marketing d’affiliation',
        'Des comptes publicitaires et d’affiliation à grande échelle, sans blocages.',
      ],
      'e-commerce': ['E-commerce', 'Des comptes vendeurs sur les marketplaces de plusieurs régions, bien séparés.'],
      'team-workflows': [
        'Travail en équipe',
        'Partager profils, droits d’accès et automatisations au sein d’une équipe.',
      ],
    },
    newsCategories: { product: 'Actualités produit', company: 'Entreprise' },
    guideCategories: { 'getting-started': 'Premiers pas', proxies: 'Proxys', automation: 'Automatisation' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Publicités Facebook',
      amazon: 'Amazon',
      proxies: 'Proxys',
      'account-safety': 'Sécurité des comptes',
    },
    newsTags: { release: 'Nouvelle version', pricing: 'Tarifs', events: 'Événements' },
    guideTags: { beginner: 'Débutant', advanced: 'Avancé', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies : des IP résidentielles dans 190 pays',
      '15 % de remise sur le trafic résidentiel et mobile avec le code MORPHIS15.',
      'Northwind Proxies propose des IP résidentielles et mobiles avec des sessions fixes jusqu’à 24 heures. Ses points d’accès SOCKS5 se collent directement dans un profil Morphis, et le code **MORPHIS15** offre 15 % de remise les trois premiers mois.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile : proxys 4G et 5G',
      'Modems dédiés avec rotation d’IP par lien, pour les réseaux sociaux et les inscriptions.',
      'CellGate loue des modems 4G et 5G dédiés aux États-Unis, au Royaume-Uni, au Brésil et en Pologne. Chaque modem change d’IP à l’ouverture d’un lien de rotation, que vous pouvez enregistrer dans les réglages proxy du profil.',
    ],
    'paylane-cards': [
      'Paylane Cards : des cartes virtuelles pour vos dépenses publicitaires',
      'Une carte par compte publicitaire et le suivi des dépenses par client.',
      'Paylane émet des cartes virtuelles Visa et Mastercard en quelques secondes, avec des plafonds par carte et par jour. Une carte par compte publicitaire évite que les moyens de paiement relient vos comptes.',
    ],
    'offerhub-network': [
      'OfferHub Network : des offres CPA dans 60 pays',
      'Nutra, jeux-concours et installations d’applications, avec paiements hebdomadaires.',
      'OfferHub propose plus de 2 000 offres CPA avec paiements hebdomadaires dès 50 USD. Les clients Morphis bénéficient d’un gestionnaire dédié et d’une rémunération majorée sur les conversions du premier mois.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver : les captchas dans vos tâches RPA',
      'Ajoutez une étape de résolution à n’importe quelle tâche RPA Morphis avec une clé d’API.',
      'Collez votre clé CaptchaFox dans **Réglages → Intégrations** et ajoutez l’étape « Résoudre le captcha » à une tâche RPA. Les défis image, reCAPTCHA et hCaptcha sont résolus en une dizaine de secondes.',
    ],
    'growth-guild-community': [
      'Growth Guild : une communauté de media buyers',
      'Études de cas, appels hebdomadaires et offres d’emploi pour les équipes d’affiliation.',
      'Growth Guild réunit 12 000 media buyers qui partagent des analyses de campagnes et des astuces d’outils. Morphis y anime chaque mois un appel ouvert sur la sécurité des comptes, et les membres ont 20 % de remise la première année.',
    ],
  },
} satisfies Translation;
