import type { API_ERROR_TRIGGER, ERROR_CODES, StatsEventType } from '@site/schemas';

/**
 * The analytics event catalogue: every event the site sends, the types it may be sent with and its parameters.
 * This is the only place events are declared; `track()` accepts nothing else, and the declarative `data-track`
 * attributes are checked against EVENT_TYPES at run time.
 */
export const EVENT_TYPES = {
  /** A page was shown (first load and every client-side navigation). */
  page_view: ['view'],
  /** Home page: the hero's download and pricing buttons, the closing call to action. */
  home_hero_download: ['click', 'expose'],
  home_hero_pricing: ['click', 'expose'],
  home_cta_download: ['click', 'expose'],
  /** Register and login links (built by the shell). */
  register_link: ['click', 'expose'],
  login_link: ['click', 'expose'],
  /** A download button of a client build. */
  download_client: ['click'],
  /** The Chinese consultation button (service_consultation, entrance 2). */
  service_consultation: ['click', 'expose'],
  /** Failed resource load (100101), script error (100102), unhandled rejection (100103). */
  resource_error: ['error'],
  script_error: ['error'],
  unhandled_rejection: ['error'],
  /** A backend call failed, or a snippet from site settings failed to inject. */
  api_error: ['error'],
} as const satisfies Record<string, readonly StatsEventType[]>;

type NoParams = Record<string, never>;

/** Parameters of each event; the keys must be exactly those of EVENT_TYPES (checked below). */
export interface EventParams {
  page_view: { locale: string };
  home_hero_download: NoParams;
  home_hero_pricing: NoParams;
  home_cta_download: NoParams;
  register_link: { position?: string };
  login_link: { position?: string };
  download_client: { system: string };
  service_consultation: { entrance: number };
  resource_error: { code: (typeof ERROR_CODES)['resourceLoad']; tag: string; url: string };
  script_error: {
    code: (typeof ERROR_CODES)['script'];
    message: string;
    source: string;
    line: number;
    column: number;
    stack: string;
  };
  unhandled_rejection: { code: (typeof ERROR_CODES)['unhandledRejection']; message: string; stack: string };
  api_error: {
    trigger: typeof API_ERROR_TRIGGER;
    /** Where it happened: the call's address, or the snippet's position. */
    position: string;
    method?: string;
    status?: number;
    code?: number | string;
    message: string;
  };
}

export type EventName = keyof typeof EVENT_TYPES;
export type EventTypeOf<N extends EventName> = (typeof EVENT_TYPES)[N][number];

// Both directions: a catalogue entry without parameters, or parameters without an entry, fail the typecheck.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogueComplete: Exact<EventName, keyof EventParams> = true;
void catalogueComplete;

/** One queued event: what `list` of the beacon carries. */
export interface StatsEvent {
  /** The catalogue name. */
  readonly event: EventName;
  readonly event_type: StatsEventType;
  /** The page's path (no query: it can carry personal tokens). */
  readonly op_page: string;
  /** Milliseconds since the epoch, when it happened. */
  readonly time: number;
  readonly params: Readonly<Record<string, unknown>>;
}

/** What `comm` of the beacon carries: the same for every event of a batch. */
export interface StatsCommon {
  readonly user_id: string;
  readonly user_info: Readonly<Record<string, unknown>>;
  readonly device_id: string;
  /** "{width}x{height}" of the screen in CSS pixels. */
  readonly screen_size: string;
  readonly app_version: string;
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && Object.hasOwn(EVENT_TYPES, value);
}

export function allowsType(name: EventName, type: string): type is StatsEventType {
  return (EVENT_TYPES[name] as readonly string[]).includes(type);
}
