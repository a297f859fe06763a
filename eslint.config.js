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

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'dist-bench/**', 'docs-build/**', 'node_modules/**'] },
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
);
