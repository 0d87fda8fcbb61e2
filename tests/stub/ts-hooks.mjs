// Lets plain Node (24, which strips TypeScript types itself) run the stub's .ts files: the workspace's TypeScript
// imports omit extensions ('./locales'), as bundlers allow, so a failed relative resolution is retried with '.ts'.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || !context.parentURL?.endsWith('.ts')) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // Try the next form.
        }
      }
      throw error;
    }
  },
});
