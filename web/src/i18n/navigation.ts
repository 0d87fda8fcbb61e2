import { createNavigation } from 'next-intl/navigation';
import { type ComponentProps, createElement } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link with Next's own prefetching off by default: the shell's prefetcher (web/src/widgets/
 * prefetcher.client.tsx) prefetches visible and hovered links itself, at most 5 at a time and never in data-saver
 * mode or on a slow connection (spec section 9). A caller can still pass `prefetch` explicitly.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}
