import { type SiteUrls, resolveSiteUrls } from '@site/schemas';
import packageJson from '../package.json';
import { type RuntimeSettings, readRuntimeSettings } from './runtime/settings';

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
