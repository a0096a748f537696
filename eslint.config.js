import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = 'apps/web/src';
const ROOT = import.meta.dirname;
const features = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The app services the shared layers may use: stores, notifications, navigation, storage, i18n.
// Everything else in app/ (root layout, login-dialog host, session) composes features.
const APP_SERVICES = [
  'app-store.ts',
  'guard.ts',
  'i18n.ts',
  'login-events.ts',
  'merchant-cache.ts',
  'notify.ts',
  'page-navigation.ts',
  'route-handle.ts',
  'storage.ts',
  'use-locale.ts',
  'user-store.ts',
].map((file) => `./${file}`);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web's layers (STYLE.md rule 1): a feature uses another only through its index.ts, and
    // components/, lib/ and api/ never reach into features/ or into app/'s composition.
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...features.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`, ...features.map((other) => `./${other}/index.ts`)],
              message: `features/${feature} may use another feature only through its index.ts; move what both need to app/, lib/ or components/.`,
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/api`],
              from: `${WEB}/features`,
              message:
                'Shared code never imports a feature: compose features in app/, or pass what is needed as props.',
            },
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/api`],
              from: `${WEB}/app`,
              except: APP_SERVICES,
              message: "Shared code uses app/'s stores and services only, never what composes features.",
            },
            {
              target: `${WEB}/lib`,
              from: [`${WEB}/components`, `${WEB}/api`],
              message: 'lib/ is plain helpers: no components, no API calls.',
            },
            {
              target: `${WEB}/api`,
              from: `${WEB}/components`,
              message: 'api/ holds queries and calls, no components.',
            },
          ],
        },
      ],
    },
  },
  {
    // One door per module: other server modules call a module's service, never its repo.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repo', '../*/repo.js', '../*/*-repo', '../*/*-repo.js'],
              message: "Call the other module's service, not its repo.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'apps/server/build.mjs', '**/*.test.ts', 'apps/web/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
