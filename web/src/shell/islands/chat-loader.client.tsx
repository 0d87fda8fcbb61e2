'use client';

import {
  API_ERROR_TRIGGER,
  API_PATHS,
  CHAT_POLL_MAX_TICKS,
  CHAT_POLL_MS,
  CHAT_START_DELAY_MS,
  CLIENT_API_PATHS,
  type LocaleCode,
} from '@site/schemas';
import { useEffect } from 'react';
import { createApi, joinUrl } from '@/tracking/request';
import { whenRuntimeReady } from '@/tracking/runtime-handle';
import { type RuntimeSettings, resolveEndpoints } from '@/tracking/settings';
import { track } from '@/tracking/track';
import { visitorIpLoader } from '@/tracking/visitor-ip';
import { type ChatConfig, type ChatState, chatOrigins, startChat, whenPastFirstScreen } from '@/shell/chat';
import { chatFrame, chatWidget, prepareChatWidget } from '@/shell/chat-vendors';
import { FLOATING_BOTTOM_VAR, floatingBottom } from '@/shell/floating-offset';
import { whenLocaleApplied } from '@/shell/locale-applied';
import { poll } from '@/shell/poller';
import { loadScript } from '@/shell/script-loader';
import type { ShellSettings } from '@/shell/settings';

/** How long the chat waits for the runtime's shared visitor-IP answer before asking itself. */
const RUNTIME_WAIT_MS = 5000;

function setFloatingBottom(frame: HTMLElement | null): void {
  let occupied: number | null = null;
  if (frame) {
    const rect = frame.getBoundingClientRect();
    // The frame's top edge seen from the viewport's bottom: its height plus whatever gap it keeps below itself.
    if (rect.height > 0) occupied = window.innerHeight - rect.top;
  }
  document.documentElement.style.setProperty(FLOATING_BOTTOM_VAR, `${floatingBottom(occupied)}px`);
}

/** Follows the chat frame's size so the floating buttons stay above it. */
function followFrame(state: ChatState): () => void {
  if (!state.type) return () => undefined;
  const type = state.type;
  let observer: ResizeObserver | null = null;
  const stopPoll = poll(
    () => {
      const frame = chatFrame(type);
      if (!frame) return false;
      setFloatingBottom(frame);
      observer = new ResizeObserver(() => setFloatingBottom(frame.isConnected ? frame : null));
      observer.observe(frame);
      return true;
    },
    { intervalMs: CHAT_POLL_MS, maxTicks: CHAT_POLL_MAX_TICKS },
  );
  return () => {
    stopPoll();
    observer?.disconnect();
  };
}

/**
 * Starts the chat 500 ms after the page's locale was applied, on a phone once the page has also left its first screen
 * (docs/decisions/0047), and mirrors its state on <html data-chat> (`deferred` while a phone waits for that).
 */
export function ChatLoader({
  locale,
  settings,
  runtime,
  mobile,
}: {
  locale: LocaleCode;
  settings: ShellSettings;
  runtime: RuntimeSettings;
  /** A phone or tablet (shell/device.ts), as the widgets decided it. */
  mobile: boolean;
}) {
  useEffect(() => {
    let stop: () => void = () => undefined;
    let stopWaiting: () => void = () => undefined;
    let stopFollow: () => void = () => undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const root = document.documentElement;
    setFloatingBottom(null);

    const endpoints = resolveEndpoints(runtime, window.location.hostname);
    const { api, clientApi } = createApi(endpoints);
    const ownIp = visitorIpLoader(api);
    const visitorIp = async () => {
      const handle = await whenRuntimeReady(RUNTIME_WAIT_MS);
      const answer = await (handle ? handle.visitorIp() : ownIp());
      return answer?.ip ?? null;
    };

    let followed: ChatState['type'] = null;
    const onChange = (state: ChatState) => {
      root.dataset.chat = state.status;
      root.dataset.chatOpen = state.open ? 'true' : 'false';
      if ((state.status === 'loaded' || state.status === 'ready') && followed !== state.type) {
        followed = state.type;
        stopFollow();
        stopFollow = followFrame(state);
      }
    };

    void whenLocaleApplied().then((appliedAt) => {
      if (cancelled) return;
      const wait = Math.max(0, appliedAt + CHAT_START_DELAY_MS - performance.now());
      const begin = () => {
        stop = startChat({
          locale,
          skipIp: settings.chatSkipIp,
          defaultScriptUrl: settings.defaultChatScriptUrl,
          allowedOrigins: chatOrigins(settings),
          visitorIp,
          chatConfig: (iso) =>
            api<ChatConfig>(API_PATHS.chatConfig, { query: { lang: iso, type: 'www' } }).then(
              (answer) => answer.data ?? null,
              () => null,
            ),
          chatChoose: (ip, lang) =>
            clientApi<{ type?: unknown }>(CLIENT_API_PATHS.chatChoose, { query: { ip, lang } }).then(
              (answer) => answer.data?.type ?? null,
              () => null,
            ),
          reportUnservedChoice: (message) =>
            track('api_error', 'error', {
              trigger: API_ERROR_TRIGGER,
              position: joinUrl(endpoints.clientApi, CLIENT_API_PATHS.chatChoose),
              message,
            }),
          loadScript: (src) => loadScript(src),
          prepare: (type) => prepareChatWidget(type),
          widget: (type) => chatWidget(type),
          onChange,
        });
      };
      timer = setTimeout(() => {
        if (!mobile) {
          begin();
          return;
        }
        root.dataset.chat = 'deferred';
        stopWaiting = whenPastFirstScreen(window, begin);
      }, wait);
    });

    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
      stopWaiting();
      stop();
      stopFollow();
    };
  }, [locale, settings, runtime, mobile]);

  return null;
}
