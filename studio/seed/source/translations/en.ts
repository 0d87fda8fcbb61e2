import type { Translation } from './types';

/** English (en): every marketing text of the site. */
export const en = {
  settings: [
    'Morphis – antidetect browser for multi-account management',
    'antidetect browser, multi-account, browser fingerprint, multilogin alternative',
    'Run many accounts safely: every Morphis profile is a separate device with its own fingerprint, cookies and proxy.',
  ],
  pages: {
    'about-us': [
      'About Morphis',
      'We build the browser that lets one person safely act as many.',
      'Morphis started in 2021 as a tool for our own affiliate team. Today 40 engineers in four countries keep its fingerprints current, and more than 60,000 marketers, sellers and agencies use it every day.',
    ],
    links: [
      'Useful links',
      'Downloads, status page, community and support in one place.',
      '- [Download Morphis](/download)\n- [Help centre](/helps)\n- [Release notes](/release)\n- [Service status](https://status.morphis.example)\n- [Support by email](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Partner plan',
      'Earn 30% of every payment from customers you bring, for as long as they stay.',
      'Apply with your website or channel, get a personal link and promo code, and receive monthly payouts once your balance passes 50 USD. Proxy providers and tool vendors can also apply for an integration listing.',
    ],
    'pre-sales': [
      'Talk to sales',
      'Plans for teams of 20 people or more, invoicing and onboarding help.',
      'Tell us how many profiles and team members you need. A sales engineer answers within one business day with a custom quote, a 14-day team trial and a migration plan from your current tool.',
    ],
    'referral-program': [
      'Referral programme',
      'Invite a friend: they get 20% off, you get a free month.',
      'Share your referral link from the account page. When someone you invited pays for any plan, they save 20% on the first payment and a month of your plan is added to your account.',
    ],
    'use-cases': [
      'Use cases',
      'How marketers, sellers, agencies and developers use Morphis.',
      '- **Affiliate teams** run hundreds of ad accounts with separate devices.\n- **E-commerce sellers** keep stores in different regions apart.\n- **Agencies** share client accounts by role.\n- **Developers** drive profiles from code through the local API.',
    ],
    docs: [
      'Documentation',
      'Reference for the local API, RPA steps and profile settings.',
      'Start with the [help centre](/helps) for everyday tasks and the [guides](/guide) for step-by-step walkthroughs. The local API reference lists every endpoint with request and response examples.',
    ],
    'privacy-policy': [
      'Privacy policy',
      'What we collect on this website and in the app, and why.',
      'We store your account email, billing records and the profile settings you sync. We never read the content of the pages you open in profiles. You can export or delete your data at any time from the account page.',
    ],
    'terms-of-service': [
      'Terms of service',
      'The rules for using Morphis, in plain language.',
      'You may use Morphis for any lawful purpose and must follow the rules of the platforms you work on. Plans renew automatically until cancelled; refunds are available within 7 days of the first payment.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Antidetect browser for affiliate marketing',
      'Run dozens of ad and offer accounts without chain bans.',
      'Give every campaign account its own fingerprint and proxy, launch whole batches from one window with the synchronizer, and hand profiles to your team without sharing passwords.',
    ],
    'e-commerce': [
      'Multi-store management for e-commerce sellers',
      'Keep marketplace stores in different regions apart.',
      'Each store gets a stable device and an IP from its marketplace country, so Amazon, eBay or Shopify never links your legitimate businesses.',
    ],
    'digital-agency': [
      'Client accounts for digital agencies',
      'One profile per client account, shared by role.',
      'Agencies keep every client’s ad, social and analytics logins in separate profiles, grant access by folder and see who did what in the activity log.',
    ],
    'social-marketing': [
      'Social media marketing at scale',
      'Manage brand and community accounts across every network.',
      'Run many social accounts with separate fingerprints, schedule routine work with RPA, and keep every account’s location consistent with its audience.',
    ],
    'web-scraping': [
      'Web scraping without blocks',
      'Real browser fingerprints for crawlers that must look human.',
      'Drive Morphis profiles from Playwright or Puppeteer through the local API; each crawler session carries a consistent fingerprint and its own proxy.',
    ],
    'traffic-arbitrage': [
      'Traffic arbitrage with clean accounts',
      'Farm, warm up and launch ad accounts in bulk.',
      'Create profiles from a CSV, warm them up with RPA routines and launch campaigns across accounts while each keeps its own device and IP.',
    ],
    ticketing: [
      'Ticketing: fair queues for many buyers',
      'Separate profiles for every buyer account in queue-based sales.',
      'Each buyer account waits in the queue from its own profile and connection, so one flagged session does not cancel the rest.',
    ],
    'google-servies': [
      'Multiple Google accounts, each on its own device',
      'Gmail, Workspace and Google Business profiles without verification loops.',
      'Google links accounts that share a browser. Keep each one in a separate profile with a matching time zone and language to avoid endless phone verifications.',
    ],
    facebook: [
      'Facebook multi-account management',
      'Ad accounts, pages and Business Managers that stay apart.',
      'Facebook links profiles through device, IP and payment data. Morphis keeps all three separate per account and lets your team work in the same profile safely.',
    ],
    'twitter-x': [
      'Managing several X (Twitter) accounts',
      'Brand, support and regional accounts without suspensions.',
      'Log in to each X account from its own profile and proxy, and schedule posts with RPA at times that match the account’s region.',
    ],
    tiktok: [
      'TikTok accounts for creators and shops',
      'Grow several TikTok and TikTok Shop accounts in different markets.',
      'Set each profile’s language, time zone and mobile fingerprint to the target market so every account is recommended to the right audience.',
    ],
    amazon: [
      'Amazon seller accounts, safely separated',
      'One device per store, shared with your team.',
      'Amazon suspends linked seller accounts. Morphis gives each store a stable device and marketplace IP, and staff open the same profile instead of sharing credentials.',
    ],
    discord: [
      'Discord communities and many accounts',
      'Moderate servers and run community accounts without phone locks.',
      'Keep moderator, bot-owner and regional community accounts in separate profiles so one flagged login does not lock the others.',
    ],
    linkedin: [
      'LinkedIn outreach with several profiles',
      'Sales teams run outreach accounts without restrictions.',
      'Each sales rep’s LinkedIn account lives in its own profile with a stable IP, so weekly invitation limits and security checks stay per person.',
    ],
    crypto: [
      'Crypto: wallets, exchanges and airdrops',
      'Separate devices for every wallet and exchange account.',
      'Keep browser wallets, exchange logins and airdrop participation isolated per profile, each with its own extensions, cookies and IP.',
    ],
    betting: [
      'Betting accounts in several bookmakers',
      'Stable devices and local IPs for every account.',
      'Bookmakers compare devices and locations. Give each account a profile with a local residential IP and keep its fingerprint unchanged between sessions.',
    ],
    'seo-serp': [
      'SEO and SERP checks from any location',
      'See real search results for any city and device.',
      'Open a profile with a proxy in the target city to check rankings, ads and local packs as a real user there sees them, without personalised results leaking in.',
    ],
    'google-ads': [
      'Google Ads accounts without suspensions',
      'Separate advertisers for clients and verticals.',
      'Google Ads suspends accounts that share devices with a banned one. Give each advertiser account its own profile, proxy and payment method.',
    ],
    youtube: [
      'Several YouTube channels, one workspace',
      'Run brand and regional channels from separate profiles.',
      'Each channel’s Google account stays in its own profile, so a strike or verification on one channel never spreads to the others.',
    ],
    reddit: [
      'Reddit accounts with history that lasts',
      'Grow accounts in different communities without shadow bans.',
      'Reddit quietly hides posts from linked accounts. Separate profiles and residential IPs keep each account’s reputation its own.',
    ],
    pinterest: [
      'Pinterest accounts for brands and shops',
      'Pin for several stores without spam flags.',
      'Run each brand’s Pinterest account in a separate profile and schedule pins with RPA at a natural pace.',
    ],
    instagram: [
      'Instagram multi-account management',
      'Client, brand and creator accounts without action blocks.',
      'Instagram ties accounts by device and network. Give each account a mobile-like fingerprint and its own proxy, and share profiles with your team instead of codes.',
    ],
    ebay: [
      'eBay seller accounts, kept apart',
      'Run several eBay stores without linked suspensions.',
      'eBay links sellers through devices and addresses. Each store gets a profile with a stable fingerprint and an IP from its site’s country.',
    ],
    shopify: [
      'Shopify stores and their ad accounts',
      'Separate admin, ad and payment logins for every store.',
      'Keep each Shopify store’s admin, payment provider and ad accounts in one dedicated profile, so a problem in one store stays there.',
    ],
    onlyfans: [
      'Creator agencies: many creator accounts',
      'Chatters and managers work in creators’ accounts without sharing passwords.',
      'Agencies give chatters access to a creator’s profile by role, log every session, and keep each account on a stable device and location.',
    ],
    tinder: [
      'Dating apps on the desktop',
      'Separate profiles for each dating account and city.',
      'Dating services link accounts through devices and phone numbers. Each account gets a profile and a proxy in its city, with location settings that match.',
    ],
    telegram: [
      'Telegram Web with many accounts',
      'Run channels, groups and support accounts side by side.',
      'Open each Telegram account in its own profile in the browser, with its own IP, so bulk admin work does not trigger spam limits on the others.',
    ],
    whatsapp: [
      'WhatsApp Web for sales and support teams',
      'Several business numbers, each in its own profile.',
      'Link each WhatsApp number to a separate profile so agents can answer from several numbers on one computer without sessions logging each other out.',
    ],
  },
  features: {
    'multi-account-management': [
      'Multi-account management',
      'Hundreds of accounts, each on its own virtual device.',
      'Create, group, tag and launch profiles in bulk. Every profile keeps its cookies, fingerprint and proxy, so each account always returns to the same device.',
    ],
    synchronizer: [
      'Window synchronizer',
      'Repeat one window’s actions in many, with human-like timing.',
      'Clicks, scrolls and typing in the main window are mirrored in the others with random delays and per-window text variations.',
    ],
    rpa: [
      'RPA automation',
      'Record browser routines and replay them across profiles.',
      'Build tasks from recorded steps, loops and conditions without code, schedule them, and run them in many profiles at once.',
    ],
    'local-api': [
      'Local API',
      'Start and control profiles from your own code.',
      'An HTTP API on localhost starts and stops profiles, changes proxies and imports cookies, and hands you a CDP endpoint for Playwright, Puppeteer or Selenium.',
    ],
    'multi-profiles-management': [
      'Profile management in bulk',
      'Folders, tags, bulk edits and CSV import for large fleets.',
      'Move hundreds of profiles at once: change proxies in bulk, import from CSV, and find any profile by tag, note or status.',
    ],
    teamwork: [
      'Teamwork',
      'Share profiles by role, never passwords.',
      'Invite members, assign roles per folder, and follow every start, edit and export in the activity log.',
    ],
    'antidetect-browser': [
      'Antidetect browser',
      'A Chromium-based browser whose every profile looks like a separate real device.',
      'Canvas, WebGL, audio, fonts, time zone and dozens of other signals are set consistently per profile from real device data, on a core that follows Chrome releases.',
    ],
  },
  alternatives: {
    title: (name) => `${name} alternative: why teams switch to Morphis`,
    summary: (name) => `Morphis vs ${name}: fingerprints, team features and price per profile.`,
    bodies: {
      'gologin-alternative':
        'Teams moving from GoLogin keep their cookies through import and gain the synchronizer and RPA on every paid plan, with prices in local currencies.',
      'incogniton-alternative':
        'Compared with Incogniton, Morphis updates its Chromium core within weeks of Chrome and includes a local API from the Solo plan up.',
      'dolphin-anty-alternative':
        'Media buyers coming from Dolphin Anty get the same bulk tools plus per-folder roles and an activity log for larger teams.',
      'multilogin-alternative':
        'Morphis offers Multilogin-grade fingerprint consistency at a lower price per profile, with monthly plans that start small.',
      'octo-browser-alternative':
        'Switching from Octo Browser, teams keep their proxies and gain RPA without code, Android profiles in preview and support in 20 languages.',
      'undetectable-alternative':
        'Unlike Undetectable, Morphis stores profiles in the cloud and locally, so a team can share them without copying files around.',
      'ziniao-alternative':
        'E-commerce sellers moving from Ziniao get the same store isolation with free choice of proxy provider and prices in USD, BRL, PLN and VND.',
    },
  },
  plans: {
    free: [
      'Free',
      'Try Morphis with three profiles, forever free.',
      ['3 browser profiles', 'Proxy manager', 'Cookie import'],
    ],
    solo: [
      'Solo',
      'For one person running many accounts.',
      ['100 browser profiles', 'Synchronizer', 'Local API', 'RPA with 5 tasks'],
    ],
    team: [
      'Team',
      'For agencies and teams sharing profiles.',
      ['300 browser profiles', '10 team members', 'Roles and activity log', 'Unlimited RPA tasks'],
    ],
    enterprise: [
      'Enterprise',
      'For large teams with custom needs.',
      ['2,000 browser profiles', '50 team members', 'Dedicated manager', 'Invoice payment'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'What is an antidetect browser?',
      'A browser in which every profile presents its own consistent device fingerprint, cookies and proxy, so websites see each profile as a separate visitor.',
    ],
    'is-it-legal': [
      'Is using Morphis legal?',
      'Yes. Morphis is a privacy tool. You are responsible for following the law and the terms of the platforms you use it on.',
    ],
    'annual-discount': [
      'How much do I save with annual billing?',
      'Annual plans cost ten months’ price for twelve months, in every currency.',
    ],
    refunds: [
      'Can I get a refund?',
      'Yes, within 7 days of your first payment, if you have launched fewer than 20 profiles.',
    ],
    'which-proxies': [
      'Which proxies work with Morphis?',
      'HTTP, HTTPS and SOCKS5 proxies, with or without a login, including rotating residential and mobile proxies.',
    ],
    'profile-storage': [
      'Where are my profiles stored?',
      'Encrypted in our cloud so your team can open them anywhere, with a local copy on each computer that uses them.',
    ],
    'change-email': [
      'How do I change my account email?',
      'Open Account → Security, enter the new address and confirm the link we send to both the old and the new address.',
    ],
    'two-factor': [
      'Does Morphis support two-factor authentication?',
      'Yes. Turn it on under Account → Security with any authenticator app; team owners can require it for all members.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Chromium 131 core and faster cookie import.',
      '- Chromium 131 core for all profiles.\n- Cookie import is three times faster for large files.\n- Fixed: the proxy check ignored the SOCKS5 port on Windows 32-bit.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Folders for profiles and a bulk proxy editor.',
      '- Profiles can be grouped in folders and shared per folder.\n- Bulk proxy editor: change the proxy of many profiles at once.\n- Fixed: time zone was not updated after changing the proxy of a running profile.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, faster start and the new team panel.',
      '- Chromium 134 core.\n- Profiles start up to 40% faster.\n- New team panel with roles, folders and the activity log.\n- Windows 7 is no longer supported.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Synchronizer text variations and RPA loops.',
      '- The synchronizer can insert text variations per window.\n- RPA tasks support loops over a list of values.\n- The 32-bit Windows build is discontinued; existing installs keep working.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'The local API leaves beta.',
      '- Local API is stable, with start, stop, proxy and cookie endpoints.\n- API keys can be rotated from settings.\n- Fixed: canvas noise changed after a profile was transferred.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Android profiles in preview and Chromium 140.',
      '- Android profiles in public preview.\n- Chromium 140 core.\n- The profile checker now flags keyboard layouts that do not match the proxy country.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Browser fingerprinting',
        'How sites recognise a browser, and how Morphis keeps every profile distinct.',
      ],
      'affiliate-marketing': ['Affiliate marketing', 'Running ad and affiliate accounts at scale without bans.'],
      'e-commerce': ['E-commerce', 'Managing marketplace seller accounts across regions.'],
      'team-workflows': ['Team workflows', 'Sharing profiles, permissions and automation inside a team.'],
    },
    newsCategories: { product: 'Product news', company: 'Company' },
    guideCategories: { 'getting-started': 'Getting started', proxies: 'Proxies', automation: 'Automation' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Facebook Ads',
      amazon: 'Amazon',
      proxies: 'Proxies',
      'account-safety': 'Account safety',
    },
    newsTags: { release: 'Release', pricing: 'Pricing', events: 'Events' },
    guideTags: { beginner: 'Beginner', advanced: 'Advanced', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: residential IPs in 190 countries',
      '15% off residential and mobile traffic with the code MORPHIS15.',
      'Northwind Proxies offers residential and mobile IPs with sticky sessions of up to 24 hours. Its SOCKS5 endpoints paste straight into a Morphis profile, and the code **MORPHIS15** takes 15% off the first three months.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: 4G and 5G proxies',
      'Dedicated modems with IP rotation by link, for social media and registrations.',
      'CellGate rents dedicated 4G and 5G modems in the US, UK, Brazil and Poland. Each modem changes its IP when you open a rotation link, which you can store in the profile’s proxy settings.',
    ],
    'paylane-cards': [
      'Paylane Cards: virtual cards for ad spend',
      'Issue a separate card for every ad account and track spend per client.',
      'Paylane issues virtual Visa and Mastercard cards in seconds, with limits per card and per day. One card per ad account keeps payment methods from linking your accounts.',
    ],
    'offerhub-network': [
      'OfferHub Network: CPA offers in 60 geos',
      'Nutra, sweepstakes and app installs with weekly payouts.',
      'OfferHub lists more than 2,000 CPA offers with weekly payouts from a 50 USD minimum. Morphis customers get a personal manager and a raised payout on the first month’s conversions.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captchas inside RPA tasks',
      'Add a solving step to any Morphis RPA task with one API key.',
      'Paste your CaptchaFox key into **Settings → Integrations** and add the "Solve captcha" step to an RPA task. Image, reCAPTCHA and hCaptcha challenges are solved in about ten seconds.',
    ],
    'growth-guild-community': [
      'Growth Guild: a community for media buyers',
      'Case studies, weekly calls and a job board for affiliate teams.',
      'Growth Guild gathers 12,000 media buyers who share campaign breakdowns and tooling tips. Morphis runs a monthly open call there on account safety, and members get a 20% discount on their first year.',
    ],
  },
} satisfies Translation;
