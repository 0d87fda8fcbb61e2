import type { StatsCommon } from './events';

/**
 * `comm` of every beacon. Visitors are anonymous: user_id is empty and user_info an empty
 * object; the fields are kept because the statistics backend expects them.
 */
export function analyticsCommon(deviceId: string, appVersion: string, win: Window): StatsCommon {
  return {
    user_id: '',
    user_info: {},
    device_id: deviceId,
    screen_size: `${win.screen?.width ?? 0}x${win.screen?.height ?? 0}`,
    app_version: appVersion,
  };
}
