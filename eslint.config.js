import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['home', 'auth', 'investments', 'trade', 'assets', 'personal', 'kyc', 'cms', 'messages'];

// A feature never imports another feature (design.md): shared code moves down to ui, lib, forms or api.
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`@/features/${other}`, `@/features/${other}/*`, `**/features/${other}/*`],
            message:
              'Features do not import each other; move shared code to src/ui, src/lib, src/forms or src/api.',
          })),
      },
    ],
  },
}));

// Layers point one way (issue 7 §9): app → features → forms/ui → api → lib. A layer imports only layers
// below it; ui/ is presentational and imports neither api/ nor generated/ (features and forms pass data in).
const layer = (name, message, patterns) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: patterns, message, allowTypeImports: false }] },
    ],
  },
});
const above = (...names) => names.flatMap((name) => [`@/${name}`, `@/${name}/*`]);
export const layerRules = [
  layer('features', 'features/ sits below app/: move shared code down.', above('app')),
  layer('forms', 'forms/ sits below app/ and features/.', above('app', 'features')),
  layer(
    'ui',
    'ui/ is presentational: no api/, generated/ or anything above it; take data and callbacks as props.',
    [...above('app', 'features', 'forms', 'api'), '@generated', '@generated/*', '@schemas', '@schemas/*'],
  ),
  layer('api', 'api/ sits below app/, features/, forms/ and ui/.', above('app', 'features', 'forms', 'ui')),
  layer('lib', 'lib/ holds pure functions: it imports no other layer (contract models only).', [
    ...above('app', 'features', 'forms', 'ui', 'api', 'i18n'),
    '@generated/hooks',
    '@generated/hooks/*',
  ]),
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
  ...featureBoundaries,
  ...layerRules,
);
