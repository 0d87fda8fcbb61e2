/** The plain strings the widgets show, translated on the server (messages namespace `Widgets`). */
export interface WidgetStrings {
  scrollTop: string;
  consultation: string;
  consultationHint: string;
  qrAlt: string;
  bannerAlt: string;
  bannerClose: string;
  bannerOpen: string;
  close: string;
  registrationFailed: string;
  signInFailed: string;
}

export const WIDGET_STRING_KEYS = [
  'scrollTop', 'consultation', 'consultationHint', 'qrAlt', 'bannerAlt', 'bannerClose', 'bannerOpen', 'close',
  'registrationFailed', 'signInFailed',
] as const satisfies ReadonlyArray<keyof WidgetStrings>;

/** The statistical snippets of site settings (fed by the CMS later). */
export interface StatisticalSnippets {
  statistical_title?: string | null;
  statistical_body?: string | null;
}
