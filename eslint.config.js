import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint.boundaries.js';

/** Code flows domain -> server / web; the domain stays pure (no I/O, no framework). */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-ssr/**',
      'data/**',
      '.tmp/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['node:*', 'fs', 'path', 'http'], message: 'The domain package is pure: no I/O.' },
        {
          group: ['react', 'react-*', 'fastify', 'drizzle-orm', '@fastify/*'],
          message: 'The domain package uses no framework.',
        },
        { group: ['**/apps/**'], message: 'The domain does not import the apps.' },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['**/apps/server/**', '@inkwell/server', 'fastify', 'drizzle-orm', 'pg'],
          message: 'The web app talks to the server over HTTP only.',
        },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/apps/web/**', 'react', 'react-dom'], message: 'The server does not import the web app.' },
      ]),
    },
  },
  {
    // Mail is written with react-email: React builds the mail's HTML and text on the server, in these files only.
    files: ['apps/server/src/features/mail/templates/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/apps/web/**', 'react-dom'], message: 'The server does not import the web app.' },
      ]),
    },
  },
  boundariesConfig,
  {
    files: [
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'tools/**/*.ts',
      '**/*.test.{ts,tsx}',
      'apps/server/test/**/*.ts',
      'apps/server/src/server.ts',
      'apps/server/src/demo/seed*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
