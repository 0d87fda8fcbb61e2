import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/next-env.d.ts',
      'tests/.artifacts/**',
      'studio/.sanity/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // A test is skipped only on a condition, with the reason beside it (Playwright's `test.skip(condition, reason)`,
    // vitest's `it.skipIf(condition)`); a skip that always skips, a bare `test.skip()`, `.only` and `.todo` are errors.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['callee.object.name=/^(it|test|describe)$/', 'callee.object.property.name=/^(describe|step)$/'].flatMap(
          (owner) => [
            {
              selector: `CallExpression[${owner}][callee.property.name=/^(only|todo)$/]`,
              message: 'No focused or placeholder tests.',
            },
            {
              selector: `CallExpression[${owner}][callee.property.name=/^(skip|fixme)$/][arguments.length!=2]`,
              message: 'Skip on a condition, with a reason: test.skip(condition, reason) or it.skipIf(condition).',
            },
            {
              selector: `CallExpression[${owner}][callee.property.name=/^(skip|fixme)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
              message: 'This skip always skips: give it a condition (test.skip(condition, reason), it.skipIf).',
            },
          ],
        ),
      ],
    },
  },
  {
    // The edge package runs anywhere a Request exists: no Node or Next imports.
    files: ['edge/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'next', 'next/*', 'fs', 'path'] }],
    },
  },
);
