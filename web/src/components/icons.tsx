import type { FeatureId, SolutionId } from '@site/schemas';

/**
 * The site's icons: one inline SVG sprite of <symbol>s drawn on a 24 px grid, referenced with <use>. Outline icons
 * follow the text colour (stroke = currentColor); the three system logos are filled. A page renders <IconSprite/>
 * once and any number of <Icon/>s; `/_icons` shows them all.
 */
interface IconDef {
  readonly d: string;
  /** Filled shapes (logos) instead of 2 px outlines. */
  readonly fill?: boolean;
}

export const ICONS = {
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  cross: { d: 'M6 6l12 12M18 6L6 18' },
  minus: { d: 'M6 12h12' },
  'arrow-right': { d: 'M5 12h14M13 6l6 6-6 6' },
  download: { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' },
  external: { d: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6' },
  link: { d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1' },
  windows: {
    d: 'M3.5 5.6L10.5 4.6v6.9h-7zM12 4.4l8.5-1.2v8.3H12zM3.5 13h7v6.9l-7-1zM12 13h8.5v8.3L12 20.1z',
    fill: true,
  },
  apple: {
    d: 'M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2-1.1 2.8-2.3.9-1.3 1.2-2.5 1.3-2.6 0 0-2.4-.9-2.5-3.7zM14.2 5.9c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z',
    fill: true,
  },
  linux: {
    d: 'M12 2.5c-2.3 0-3.6 1.9-3.6 4.4 0 1.3.3 2.2-.6 3.6-1 1.5-2.6 3.6-2.6 6 0 .6.1 1.1.3 1.6-.7.3-1.5.8-1.5 1.6 0 .9 1.1 1.3 2.7 1.6 1.1.2 1.9.9 2.8.9.9 0 1.3-.6 2.5-.6s1.6.6 2.5.6c.9 0 1.7-.7 2.8-.9 1.6-.3 2.7-.7 2.7-1.6 0-.8-.8-1.3-1.5-1.6.2-.5.3-1 .3-1.6 0-2.4-1.6-4.5-2.6-6-.9-1.4-.6-2.3-.6-3.6 0-2.5-1.3-4.4-3.6-4.4zm-1.4 4a.8 1 0 1 1 0 2 .8 1 0 0 1 0-2zm2.8 0a.8 1 0 1 1 0 2 .8 1 0 0 1 0-2zM12 9.2l1.6.9-1.6.9-1.6-.9z',
    fill: true,
  },
  fingerprint: {
    d: 'M8 20c-1.5-2.2-2-4.6-2-7a6 6 0 0 1 12 0M12 13c0 3 .8 5.5 2 7.5M9 13a3 3 0 0 1 6 0c0 1.6.3 3.2.9 4.6M5 8.5A8.5 8.5 0 0 1 19 7.5',
  },
  globe: {
    d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z',
  },
  users: {
    d: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c1.9.8 3.1 2.6 3.5 5.2',
  },
  sync: { d: 'M20 12a8 8 0 0 1-13.7 5.7M4 12a8 8 0 0 1 13.7-5.7M18 3v4h-4M6 21v-4h4' },
  robot: { d: 'M6 8h12v10H6zM12 4v4M9.5 12v.5M14.5 12v.5M9.5 15.5h5M3 11.5v4M21 11.5v4' },
  code: { d: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14' },
  layers: { d: 'M12 3l9 5-9 5-9-5zM3 12.5l9 5 9-5M3 16.5l9 5 9-5' },
  tag: { d: 'M3 12V4h8l10 10-8 8zM7.5 7.5v.5' },
  browser: { d: 'M3 5h18v14H3zM3 9h18M6 7v.01M8.5 7v.01' },
  mail: { d: 'M3 6h18v12H3zM3 7l9 6 9-6' },
  chat: { d: 'M4 5h16v11H9l-5 4z' },
  shield: { d: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5' },
  star: { d: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8L3.5 9.7l5.9-.9z' },
  book: { d: 'M4 19.5V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14M8 7h8' },
  gift: {
    d: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5.5-3.5-5.5-1.2C6.5 7 9.5 7 12 7zm0 0c1.5-3 5.5-3.5 5.5-1.2C17.5 7 14.5 7 12 7z',
  },
  coins: {
    d: 'M9 8a6 3 0 1 0 12 0A6 3 0 1 0 9 8zM9 8v4c0 1.7 2.7 3 6 3s6-1.3 6-3V8M3 12c0 1.7 2.7 3 6 3M3 12c0-1.4 1.7-2.5 4-2.9M3 12v4c0 1.7 2.7 3 6 3 1.5 0 2.9-.3 4-.7',
  },
  question: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 17v.01' },
  clock: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2' },
  lock: { d: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3' },
  chart: { d: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6' },
  cart: { d: 'M3 4h2l2.2 11h11L21 7H6.2M9 20v.01M17 20v.01' },
  target: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12v.01' },
  search: { d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4' },
  megaphone: { d: 'M3 10v4h3l7 4V6l-7 4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11' },
  ticket: { d: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10' },
  dice: { d: 'M4 4h16v16H4zM8.5 8.5v.01M15.5 8.5v.01M12 12v.01M8.5 15.5v.01M15.5 15.5v.01' },
  coin: {
    d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 8h4a2 2 0 0 1 0 4h-4zm0 4h4.5a2 2 0 0 1 0 4H9.5zm0-4v8M11 6.5V8m0 8v1.5',
  },
  play: { d: 'M3 6h18v12H3zM10 9l5 3-5 3z' },
  rocket: { d: 'M14 4c3-1 5.5-1 6-.5s.5 3-.5 6L13 16l-5-5zM8 11l-4 1 2-4 4-1M13 16l-1 4 4-2 1-4M6.5 17.5L4 20' },
} as const satisfies Record<string, IconDef>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

const symbolId = (name: IconName) => `icon-${name}`;

function IconPath({ icon }: { icon: IconDef }) {
  return icon.fill ? (
    <path d={icon.d} fill="currentColor" />
  ) : (
    <path d={icon.d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  );
}

/** The sprite: render once per page, before or after the icons that use it. */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {ICON_NAMES.map((name) => {
          const icon: IconDef = ICONS[name];
          return (
            <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
              <IconPath icon={icon} />
            </symbol>
          );
        })}
      </defs>
    </svg>
  );
}

/** One icon. Decorative unless it has a label, in which case it is announced as an image. */
export function Icon({
  name,
  size = 24,
  label,
  className,
}: {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/**
 * One icon drawn in place, for the header and footer, which appear on pages without the sprite (articles, listings,
 * error pages). Always decorative.
 */
export function InlineIcon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden="true"
    >
      <IconPath icon={ICONS[name]} />
    </svg>
  );
}

export const FEATURE_ICON: Readonly<Record<FeatureId, IconName>> = {
  'multi-account-management': 'layers',
  synchronizer: 'sync',
  rpa: 'robot',
  'local-api': 'code',
  'multi-profiles-management': 'tag',
  teamwork: 'users',
  'antidetect-browser': 'fingerprint',
};

export const SOLUTION_ICON: Readonly<Record<SolutionId, IconName>> = {
  'affiliate-marketing': 'chart',
  'e-commerce': 'cart',
  'digital-agency': 'users',
  'social-marketing': 'megaphone',
  'web-scraping': 'code',
  'traffic-arbitrage': 'target',
  ticketing: 'ticket',
  'google-servies': 'search',
  facebook: 'chat',
  'twitter-x': 'chat',
  tiktok: 'play',
  amazon: 'cart',
  discord: 'chat',
  linkedin: 'users',
  crypto: 'coin',
  betting: 'dice',
  'seo-serp': 'search',
  'google-ads': 'target',
  youtube: 'play',
  reddit: 'chat',
  pinterest: 'star',
  instagram: 'megaphone',
  ebay: 'cart',
  shopify: 'cart',
  onlyfans: 'star',
  tinder: 'chat',
  telegram: 'chat',
  whatsapp: 'chat',
};
