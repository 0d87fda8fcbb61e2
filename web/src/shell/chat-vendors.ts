import type { ChatType } from '@site/schemas';
import type { ChatWidgetApi } from './chat';

/**
 * Where each chat vendor's script leaves its object and its frame. The spec names the vendors, not their APIs;
 * these names are our assumption, kept in this one file, and the browser tests serve vendor scripts that honour
 * them. Check them against each vendor's documentation before launch.
 */
export const CHAT_VENDORS: Readonly<Record<ChatType, { global: string; frameSelector: string }>> = {
  SS_ROBOT: { global: 'ssChat', frameSelector: '#ss-chat-frame' },
  SS_HUMAN: { global: 'ssChat', frameSelector: '#ss-chat-frame' },
  HUAN_XIN: { global: 'easemobim', frameSelector: '#easemobim-chat-frame' },
  DEFAULT: { global: 'morphisChat', frameSelector: '#morphis-chat-frame' },
};

export function chatWidget(type: ChatType, win: Window = window): ChatWidgetApi | undefined {
  const candidate = (win as unknown as Record<string, unknown>)[CHAT_VENDORS[type].global];
  if (candidate && typeof (candidate as ChatWidgetApi).on === 'function') return candidate as ChatWidgetApi;
  return undefined;
}

export function chatFrame(type: ChatType, doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(CHAT_VENDORS[type].frameSelector);
}
