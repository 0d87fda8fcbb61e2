import { type SiteUrls, resolveSiteUrls } from '@site/schemas';
import packageJson from '../package.json';
import { type RuntimeSettings, readRuntimeSettings } from './runtime/settings';
import { type ShellSettings, readShellSettings } from './shell/settings';

/**
 * The only reader of process.env in the web app. Values are read once per process; a bad value fails the build
 * or the server start with a clear message instead of producing wrong URLs.
 */
export const siteUrls: SiteUrls = resolveSiteUrls(process.env);

/**
 * The visitor runtime's backend addresses and beacon key (README, Configuration). Read at build time and passed to
 * the runtime island as props, so prerendered pages stay static.
 */
export const runtimeSettings: RuntimeSettings = readRuntimeSettings(process.env, siteUrls, packageJson.version);

/**
 * The shell's widgets: register and login URLs, one-tap, chat, promotion cutoff and the build id (README,
 * Configuration). MORPHIS_BUILD_ID is named literally so Next inlines the id next.config.ts chose for this build.
 */
export const shellSettings: ShellSettings = readShellSettings({ ...process.env, MORPHIS_BUILD_ID: process.env.MORPHIS_BUILD_ID });
