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
  'scrollTop',
  'consultation',
  'consultationHint',
  'qrAlt',
  'bannerAlt',
  'bannerClose',
  'bannerOpen',
  'close',
  'registrationFailed',
  'signInFailed',
] as const satisfies ReadonlyArray<keyof WidgetStrings>;

/** The consultation button's QR code, as the editor uploaded it (site settings); its alt text falls back to `qrAlt`. */
export interface ConsultationQr {
  src: string;
  alt: string | null;
}

/** The statistical snippets: base-info's, else the CMS's site settings'. */
export interface StatisticalSnippets {
  statistical_title?: string | null;
  statistical_body?: string | null;
}
