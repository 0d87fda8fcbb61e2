// Types of local-secrets.mjs for the TypeScript that imports it (tests' fixtures, the publish script).
export declare const ROOT: string;
export declare const LOCAL_SECRETS_FILE: string;
export type LocalSecretName =
  'SANITY_PREVIEW_SECRET' | 'SANITY_REVALIDATE_SECRET' | 'REDIS_SIGNING_SECRET' | 'REDIS_PASSWORD';
export declare const LOCAL_SECRETS: Readonly<Record<LocalSecretName, string>>;
export declare function parseEnvFile(text: string): Record<string, string>;
export declare function ensureLocalSecrets(file?: string): Record<LocalSecretName, string>;
export declare function localSecret(name: LocalSecretName, env?: Readonly<Record<string, string | undefined>>): string;
