/**
 * Share links: plain addresses of each network's share page, built from the page's canonical URL. No scripts,
 * no buttons loaded from the networks, so nothing is sent to them until a visitor clicks.
 */
export const SHARE_NETWORKS = ['x', 'facebook', 'linkedin', 'telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
  }
}

export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  return SHARE_NETWORKS.map((network) => ({ network, href: shareUrl(network, url, title) }));
}
