// One way to do each shared thing (design.md "what several screens repeat lives once in a shared layer"):
// the kit's or ui's part is the only one. These rules keep the removed second ways from coming back: a
// feature may not declare a part under a shared part's name (a same-name wrapper shadows it), nor import
// the parts the kit replaced.

/** Names of shared parts (src/kit, src/ui, src/lib) that a feature must use, never declare again. */
const SHARED_NAMES = [
  'QueryState',
  'ListState',
  'LoadState',
  'StateNotice',
  'ListPager',
  'ConfirmButton',
  'formatTime',
  'formatDate',
  'formatDateTime',
];
const sharedName = `/^(${SHARED_NAMES.join('|')})$/`;

const shadowMessage =
  'A feature does not declare a part under a shared part\'s name: use the one in src/kit or src/ui (README "Layout").';

const noShadowing = [
  `ExportNamedDeclaration > FunctionDeclaration[id.name=${sharedName}]`,
  `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=${sharedName}]`,
  `ExportNamedDeclaration > ExportSpecifier[exported.name=${sharedName}]`,
].map((selector) => ({ selector, message: shadowMessage }));

const removedSecondWays = [
  {
    group: ['**/ListState', '**/shared/ListPager', '**/shared/ConfirmButton'],
    message: 'Removed shim: QueryState from src/kit/query-state, ListPager and ConfirmButton from src/ui.',
  },
  {
    group: ['**/shared/StateNotice'],
    message: 'Removed shim: StateNotice from src/ui (link={{ label, to }}).',
  },
  {
    group: ['**/format-time', '**/format-date'],
    message: 'Removed copies: formatDateTime and formatDate from src/lib/date-time.',
  },
];

/** Lint rules for src/features and src/app: one way each, the kit's. */
export const oneWayRules = [
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: removedSecondWays }],
      'no-restricted-syntax': ['error', ...noShadowing],
    },
  },
];
