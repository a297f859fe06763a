import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { oneWayRules } from './scripts/eslint-one-way.js';

const root = import.meta.dirname;

const features = ['home', 'auth', 'investments', 'trade', 'assets', 'personal', 'kyc', 'cms'];

// Layers point one way (design.md "Inside src/"): app → features → kit → forms/ui → api → i18n → lib.
// A layer imports only layers below it; ui/ is presentational and imports neither api/ nor generated/
// (kit, features and forms pass data in); a feature never imports another feature. The zones are checked
// on the resolved file, so a relative import ('../../kyc/shared/X', '../api/http') is held to the same
// rule as an alias import.
const layerMessage = {
  features: 'features/ sits below app/, and a feature never imports another: move shared code to src/kit.',
  kit: 'kit/ sits below app/ and features/: it takes what a screen knows as props, never from a feature.',
  forms: 'forms/ sits below app/, features/ and kit/.',
  ui: 'ui/ is presentational: no api/, generated/ or anything above it; take data and callbacks as props.',
  api: 'api/ sits below app/, features/, kit/, forms/ and ui/.',
  i18n: 'i18n/ sits below every layer but lib/.',
  lib: 'lib/ holds pure functions: it imports no other layer (contract models only).',
};
const src = (...names) => names.map((name) => `src/${name}`);
const zone = (target, from, extra = {}) => ({
  target,
  from,
  message: layerMessage[target.split('/')[1]],
  ...extra,
});
export const layerZones = [
  zone('src/features', src('app')),
  ...features.map((feature) => zone(`src/features/${feature}`, 'src/features', { except: [`./${feature}`] })),
  zone('src/kit', src('app', 'features')),
  zone('src/forms', src('app', 'features', 'kit')),
  zone('src/ui', [...src('app', 'features', 'kit', 'forms', 'api'), 'generated', 'schemas']),
  zone('src/api', src('app', 'features', 'kit', 'forms', 'ui')),
  zone('src/i18n', [...src('app', 'features', 'kit', 'forms', 'ui', 'api'), 'generated/hooks']),
  zone('src/lib', [...src('app', 'features', 'kit', 'forms', 'ui', 'api', 'i18n'), 'generated/hooks']),
];
export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      '.e2e-dist*/**',
      // codegen:check's scratch copy, which may exist while lint runs beside it (npm test)
      '.codegen-*/**',
      'dist-bench/**',
      'docs-build/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Every visible string in the app goes through i18next (design.md, issue §6).
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': {
            include: ['^(aria-label|title|alt|placeholder|label|description|error|tooltip)$'],
          },
        },
      ],
    },
  },
  ...layerRules,
  ...oneWayRules,
);
