import {
  API_PATHS,
  BD_VID_PARAM,
  CALLBACK_PARAM,
  CLIENT_API_PATHS,
  DEVICE_ID_COOKIE,
  DEVICE_ID_COOKIE_DAYS,
  ERROR_CODES,
  FINGERPRINT_AUDIO_TIMEOUT_MS,
  FINGERPRINT_BASE_ENCODE,
  FINGERPRINT_LOG_TYPE,
  FINGERPRINT_PUSHED_KEY,
  NEVER_RETRIED_METHODS,
  REFERRER_COOKIE_DAYS,
  REF_COOKIE,
  REF_COOKIE_DAYS,
  REF_QUERY_PARAMS,
  REF_SET_PARAM,
  REGISTER_CODE_KEY,
  RELOAD_GUARD_MS,
  RETRY_STATUSES,
  SOURCE_DATA_FIELDS,
  SOURCE_KEY,
  STATS_AES_KEY_LENGTH,
  STATS_BATCH_FIELD,
  STATS_BATCH_SIZE,
  STATS_EVENT_TYPES,
  STATS_FLUSH_MS,
  STATS_KEY_FIELD,
  UTM_PARAMS,
  WEB_API_PATHS,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';

// The spec's values, copied here on purpose: this test checks the one source of truth against the spec's text.
describe('runtime constants keep the backend contract', () => {
  it.each([
    ['referral cookie', REF_COOKIE, '__REF'],
    ['referral cookie days', REF_COOKIE_DAYS, 7],
    ['device id cookie', DEVICE_ID_COOKIE, '__SYS_ID'],
    ['device id days', DEVICE_ID_COOKIE_DAYS, 360],
    ['referrer cookie days', REFERRER_COOKIE_DAYS, 365],
    ['register code key', REGISTER_CODE_KEY, 'registeCode'],
    ['source key', SOURCE_KEY, 'source'],
    ['fingerprint key', FINGERPRINT_PUSHED_KEY, 'isPush'],
    ['callback parameter', CALLBACK_PARAM, 'cb'],
    ['bd_vid parameter', BD_VID_PARAM, 'bd_vid'],
    ['referral-set parameter', REF_SET_PARAM, 'c_v'],
    ['batch size', STATS_BATCH_SIZE, 20],
    ['flush interval', STATS_FLUSH_MS, 10_000],
    ['AES key length', STATS_AES_KEY_LENGTH, 16],
    ['beacon key field', STATS_KEY_FIELD, '_t'],
    ['beacon batch field', STATS_BATCH_FIELD, '_a'],
    ['reload guard', RELOAD_GUARD_MS, 10_000],
    ['audio timeout', FINGERPRINT_AUDIO_TIMEOUT_MS, 1000],
    ['log type', FINGERPRINT_LOG_TYPE, 'WWW_FINGERPRINT_INFO'],
    ['base_encode', FINGERPRINT_BASE_ENCODE, 1],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists', () => {
    expect(REF_QUERY_PARAMS).toEqual(['ref', 'code']);
    expect(UTM_PARAMS).toEqual(['utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign']);
    expect(SOURCE_DATA_FIELDS).toEqual([
      'page_url',
      'source',
      'callback',
      'utm_source',
      'utm_medium',
      'utm_term',
      'utm_content',
      'utm_campaign',
      'bd_vid',
    ]);
    expect(STATS_EVENT_TYPES).toEqual(['click', 'view', 'expose', 'error']);
    expect(ERROR_CODES).toEqual({ resourceLoad: 100101, script: 100102, unhandledRejection: 100103 });
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect([...NEVER_RETRIED_METHODS].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
  });

  it('backend paths', () => {
    expect(API_PATHS).toEqual({
      refSet: '/sys/config/ref/set',
      visitorIp: '/sys/config/ip/get-visitor-ip',
      recordSource: '/sys/user/passport/record-source',
      recordLog: '/client/record-data/log',
      chatConfig: '/sys/config/register-chat/get-chat-type-config',
      authorizedLogin: '/sys/user/passport/authorized-login',
    });
    expect(WEB_API_PATHS.latestVersion).toBe('client/sys-client-version/get-latest-version');
    expect(CLIENT_API_PATHS.chatChoose).toBe('third/chat/choose');
  });
});
