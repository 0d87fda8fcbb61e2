/**
 * The visitor runtime's contract: cookie names and lifetimes, local-storage keys,
 * query parameters, batch sizes, intervals, error codes, retry statuses and backend paths. The runtime, the backend
 * stub and the tests import them from here; nothing restates them.
 *
 * Values marked "our choice" are where the spec is silent (web/README.md, Rules).
 */

// --- Cookies ---

/** Referral code cookie, on the parent domain. */
export const REF_COOKIE = '__REF';
export const REF_COOKIE_DAYS = 7;

/** Device id cookie: an MD5 hash, on the parent domain. */
export const DEVICE_ID_COOKIE = '__SYS_ID';
export const DEVICE_ID_COOKIE_DAYS = 360;

/** Referrer cookie. The spec gives the lifetime, not the name; ours follows __REF and __SYS_ID and HTTP's spelling. */
export const REFERRER_COOKIE = '__REFERER';
export const REFERRER_COOKIE_DAYS = 365;

// --- Local storage ---

/** The referral (invite) code from the address's `code` parameter; the old site's spelling, kept. */
export const REGISTER_CODE_KEY = 'registeCode';
/** The `source` parameter of the landing address. */
export const SOURCE_KEY = 'source';
/** Hash of the last fingerprint report sent. */
export const FINGERPRINT_PUSHED_KEY = 'isPush';
/** Our choice: the analytics queue kept between visits (JSON array). */
export const STATS_QUEUE_KEY = '__STATS_QUEUE';
/** Our choice: session storage, last reload time per path after a failed script or stylesheet. */
export const RELOAD_GUARD_KEY = '__RELOAD_GUARD';

// --- Query parameters ---

/** Referral code parameters, in the order they are read. */
export const REF_QUERY_PARAMS = ['ref', 'code'] as const;
export const CODE_PARAM = 'code';
export const SOURCE_PARAM = 'source';
/** The callback parameter extracted from the address. */
export const CALLBACK_PARAM = 'cb';
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign'] as const;
export const BD_VID_PARAM = 'bd_vid';

/** Every field of the visitor-source record (source_data). */
export const SOURCE_DATA_FIELDS = [
  'page_url',
  'source',
  'callback',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_campaign',
  'bd_vid',
] as const;
export type SourceDataField = (typeof SOURCE_DATA_FIELDS)[number];

/** Form field names of the record-source call. */
export const SOURCE_DATA_FIELD = 'source_data';
export const REFERER_FIELD = 'referer';

/** Our choice: a referral code longer than this, or with other characters, is ignored as malformed. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

// --- Analytics ---

export const STATS_EVENT_TYPES = ['click', 'view', 'expose', 'error'] as const;
export type StatsEventType = (typeof STATS_EVENT_TYPES)[number];

export const STATS_BATCH_SIZE = 20;
export const STATS_FLUSH_MS = 10_000;
/** Characters of the per-batch AES key. */
export const STATS_AES_KEY_LENGTH = 16;
/** Beacon form fields: the RSA-OAEP-wrapped AES key and the AES-encrypted batch. */
export const STATS_KEY_FIELD = '_t';
export const STATS_BATCH_FIELD = '_a';
/** Our choice: at most this many events wait in storage; the oldest go first when the beacon is unreachable. */
export const STATS_QUEUE_LIMIT = 200;

/** Error codes of the error reporter. */
export const ERROR_CODES = {
  resourceLoad: 100101,
  script: 100102,
  unhandledRejection: 100103,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A page reload for resource failures at most once per this many ms per path. */
export const RELOAD_GUARD_MS = 10_000;
/**
 * A lazy chunk (our own script or stylesheet) that fails to load dispatches this event on window,
 * cancelable, with `{url, tag}` as detail; the guarded reload happens only when no listener called preventDefault().
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';
/** Our choice: error reports per page load (identical ones are sent once). */
export const ERROR_REPORT_LIMIT = 50;

/** The trigger of reported API failures. */
export const API_ERROR_TRIGGER = 'api error';

// --- Fingerprint ---

export const FINGERPRINT_LOG_TYPE = 'WWW_FINGERPRINT_INFO';
export const FINGERPRINT_BASE_ENCODE = 1;
export const FINGERPRINT_AUDIO_TIMEOUT_MS = 1000;
/**
 * Our choice: the fingerprint is collected no sooner than this after the load event, then in an idle period, so its
 * work never competes with the page's start, the chat (0.5 s) or the one-tap prompt (3 s)...
 */
export const FINGERPRINT_START_DELAY_MS = 4000;
/** ...or at once on the visitor's first interaction, who may be about to leave (never on scroll: pages scroll themselves). */
export const FINGERPRINT_START_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

// --- Request wrapper ---

/** Idempotent requests are retried once on these statuses. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** Never retried, whatever the status. */
export const NEVER_RETRIED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Our choice: wait before the one retry, and give up on a call after this long. */
export const RETRY_DELAY_MS = 300;
export const REQUEST_TIMEOUT_MS = 10_000;

// --- Backend calls; {api} paths start with '/', {web api} and {client api} paths do not ---

export const API_PATHS = {
  refSet: '/sys/config/ref/set',
  visitorIp: '/sys/config/ip/get-visitor-ip',
  recordSource: '/sys/user/passport/record-source',
  recordLog: '/client/record-data/log',
  chatConfig: '/sys/config/register-chat/get-chat-type-config',
  authorizedLogin: '/sys/user/passport/authorized-login',
} as const;

export const WEB_API_PATHS = {
  latestVersion: 'client/sys-client-version/get-latest-version',
  /** The spec does not give base-info's base; we put it under {web api}. */
  baseInfo: 'home/base-info',
} as const;

export const CLIENT_API_PATHS = {
  chatChoose: 'third/chat/choose',
} as const;

/** The referral-set call's query parameter. */
export const REF_SET_PARAM = 'c_v';

// --- Hosts. Our choice of names: the spec gives none; confirm before launch. ---

/** The product's own registrable domains: their subdomains use the production backend; their referrers are ours. */
export const PRODUCT_DOMAINS = ['morphis.com'] as const;
/** The one sister domain whose referrers are ignored like our own. */
export const SISTER_DOMAINS = ['morphis.io'] as const;

export interface BackendEndpoints {
  /** {api}: no trailing slash. */
  readonly api: string;
  /** {web api}: ends with '/'. */
  readonly webApi: string;
  /** {client api}: ends with '/'. */
  readonly clientApi: string;
  /** The statistics beacon endpoint. */
  readonly beacon: string;
}

export const PRODUCTION_ENDPOINTS: BackendEndpoints = {
  api: 'https://api.morphis.com',
  webApi: 'https://api.morphis.com/web/',
  clientApi: 'https://app.morphis.com/api/',
  beacon: 'https://stats.morphis.com/report',
};

export const TEST_ENDPOINTS: BackendEndpoints = {
  api: 'https://api.test.morphis.com',
  webApi: 'https://api.test.morphis.com/web/',
  clientApi: 'https://app.test.morphis.com/api/',
  beacon: 'https://stats.test.morphis.com/report',
};
