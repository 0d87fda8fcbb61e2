/**
 * What the test build (and the server running it) needs on top of the stub's addresses for the shell's browser
 * tests: one-tap sign-in switched on, the chat's skip IP, the test chat vendor's origin and the seed's app origin. Values the caller already set win.
 */
export const SHELL_TEST_ENV = {
  GOOGLE_CLIENT_ID: 'e2e-test-client.apps.googleusercontent.com',
  CHAT_SKIP_IP: '198.51.100.77',
  // The test SS vendor's host (support/third-party.ts), which the CSP must allow.
  CHAT_VENDOR_ORIGINS: 'https://ss-chat.vendor.test',
  // The embedded dataset's site settings send register and login to this app (support/third-party.ts).
  AUTH_URL_ORIGINS: 'https://app.morphis.example',
} as const;

export function shellTestEnv(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  return Object.fromEntries(Object.entries(SHELL_TEST_ENV).map(([name, value]) => [name, env[name] || value]));
}
