// One way to do each shared thing (design.md "what several screens repeat lives once in a shared layer"):
// the kit's or ui's part is the only one. These rules keep the removed second ways from coming back: a
// feature may not declare a part under a shared part's name (a same-name wrapper shadows it), nor import
// the parts the kit replaced; no call site passes contrast styles the theme already gives; paging and cache
// invalidation only through src/kit.

/** Names of shared parts (src/kit, src/ui, src/lib) that a feature must use, never declare again. */
const SHARED_NAMES = [
  'QueryState',
  'ListState',
  'LoadState',
  'NotLoaded',
  'useLoadState',
  'NoData',
  'StateNotice',
  'ListPager',
  'ConfirmButton',
  'formatTime',
  'formatDate',
  'formatDateTime',
  'enumLabel',
  'useEnumLabel',
];
const sharedName = `/^(${SHARED_NAMES.join('|')})$/`;

const shadowMessage =
  'A feature does not declare a part under a shared part\'s name: use the one in src/kit or src/ui (README "Layout").';

const noShadowing = [
  `ExportNamedDeclaration > FunctionDeclaration[id.name=${sharedName}]`,
  `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=${sharedName}]`,
  `ExportNamedDeclaration > ExportSpecifier[exported.name=${sharedName}]`,
].map((selector) => ({ selector, message: shadowMessage }));

/** A feature's own table keyed by a status enum (colours, mostly): the enum's one table is in src/kit/status. */
const noStatusTables = [
  {
    selector:
      "TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSTypeReference:first-child[typeName.name=/Status$/]",
    message:
      'A status enum has one table, in src/kit/status/status-tables.ts (colour: statusColor, badge: StatusBadge).',
  },
];

/** `value && t(`prefix.${value}`)`: an enum's words with a guard of its own; useEnumLabel (src/kit/labels). */
const noOwnEnumLabels = [
  {
    selector:
      "LogicalExpression[operator='&&'] > CallExpression.right[callee.name='t'] > TemplateLiteral.arguments",
    message: "An enum value's words, '--' when absent or unknown: useEnumLabel from src/kit/labels.",
  },
];

/** A part's own "no data" markup: QueryState's count, or NoData from src/ui for a section already loaded. */
const noOwnNoData = [
  {
    selector: "JSXAttribute[name.name='data-testid'][value.value='no-data']",
    message:
      "\"No data\" is QueryState's (count={0}) or src/ui/NoData's, never a part's own markup (spec §8).",
  },
];

/** One CodeScene: the contract's (generated/models CodeScene, its values `CodeScene.WITHDRAW`...). */
const oneCodeScene = [
  {
    selector:
      ':matches(TSTypeAliasDeclaration, TSInterfaceDeclaration, TSEnumDeclaration)[id.name=/^CodeScenes?$/]',
    message: "CodeScene is the contract's: import it from @generated/models, never declare a second one.",
  },
  {
    selector: 'VariableDeclarator[id.name=/^CODE_SCENES?$/]',
    message: "A code's scene is the contract's CodeScene value (CodeScene.WITHDRAW), not a table of our own.",
  },
];

/** A feature wires its send-code fields with useCodeSenders (src/kit/code-senders), never by hand. */
const noOwnSenders = [
  {
    selector: "Property[key.name='sendCode'] > ObjectExpression.value",
    message: 'formContext.sendCode comes from useCodeSenders(scene, flow?) in src/kit/code-senders.',
  },
];

/** A failure's code in the reader's words: the feature's table through codeText (src/kit/code-text). */
const noOwnCodeText = [
  {
    selector:
      "NewExpression[callee.name='ApiError'][arguments.0.type='MemberExpression'][arguments.0.property.name='code']",
    message:
      "A failure's code to text: the feature's table through codeText(table) (or withText) from src/kit/code-text.",
  },
  {
    selector:
      "ConditionalExpression[test.type='LogicalExpression'][test.right.type='BinaryExpression'][test.right.left.property.name='code'][consequent.type='CallExpression'][consequent.callee.name='t']",
    message:
      "A failure's code to text: the feature's table through codeText(table).describe from src/kit/code-text.",
  },
  ...['FunctionDeclaration[id.name', 'VariableDeclaration > VariableDeclarator[id.name'].map((node) => ({
    selector: `ExportNamedDeclaration > ${node}=/^(with[A-Z]\\w*(Errors?|Text|Failure)|translate\\w*(Errors?|Failure))$/]`,
    message:
      'A code-to-text wrapper of its own: export the table as codeText(table) from src/kit/code-text (.guard, .translate).',
  })),
];

/** The sender calls and the countdown behind the send-code field: src/kit and src/forms only. */
const senderInternals = [
  {
    group: ['**/code-senders/send-code-calls'],
    message: 'Code senders: useCodeSenders from src/kit/code-senders (the calls are its internals).',
  },
  {
    group: [
      '**/use-send-code',
      '**/lib/send-code',
      '**/lib/countdown',
      '**/SendCodeButton',
      '**/send-code-context',
    ],
    message:
      "The countdown and the send button belong to the form's sendCode widget; a screen wires it with useCodeSenders.",
  },
  {
    group: [
      '**/use-bound-code-senders',
      '**/code-senders/use-code-sender',
      '**/shared/use-code-senders',
      '**/code-scenes',
    ],
    message: "Removed: useCodeSenders from src/kit/code-senders, and the contract's CodeScene.",
  },
];

/** Code requests go out through useCodeSenders only. */
const sendCodeHooks = [
  {
    name: '@generated/hooks/auth/auth',
    importNames: ['useSendSmsCode', 'useSendEmailCode'],
    message: 'Codes go out through useCodeSenders (src/kit/code-senders).',
  },
];

/**
 * A call's failure is its screen's (spec §8); the error toast is opted into with the one constant, never an
 * inline meta (nor the removed `showsOwnErrors`, which would now mean nothing).
 */
const oneToastOptIn = [
  {
    selector: 'Property[key.name=/^(toastsErrors|showsOwnErrors)$/]',
    message:
      "A call's failure is its screen's; opt into the error toast only with meta: TOASTS_ERRORS (src/api/error-ownership.ts).",
  },
];

/** Everywhere in src/: contrast comes from the theme (src/app/readable-contrast.ts), not from each call site. */
const everywhere = [
  ...oneCodeScene,
  ...oneToastOptIn,
  {
    selector: "JSXAttribute[name.name='styles'] > JSXExpressionContainer > Identifier[name=/^READABLE_/]",
    message:
      'Alert and Badge contrast is a theme default (src/app/readable-contrast.ts): pass no READABLE_ style.',
  },
];

const removedEverywhere = [
  {
    group: ['**/alert-styles'],
    message: 'Removed: Alert contrast is a theme default (src/app/readable-contrast.ts).',
  },
];

/** One copy button, src/ui/CopyValueButton (it says what happened, in both languages). */
const copyButtons = [
  {
    name: '@mantine/core',
    importNames: ['CopyButton'],
    message: 'Copy buttons: CopyValueButton from src/ui.',
  },
  {
    name: '@mantine/hooks',
    importNames: ['useClipboard'],
    message: 'Copy buttons: CopyValueButton from src/ui.',
  },
];

const removedSecondWays = [
  {
    group: ['**/load-state', '**/NotLoaded', '**/ui/LoadState'],
    message: "A query's loading, failure with Retry and empty states: QueryState from src/kit/query-state.",
  },
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
  { group: ['**/enum-label'], message: 'Removed copy: useEnumLabel from src/kit/labels.' },
];

/** Paging and cache invalidation live in src/kit (src/api holds the adapter and the session's own refetch). */
const kitOnlyImports = [
  {
    group: ['@/api/pagination', '**/api/pagination'],
    importNames: ['toPage', 'DEFAULT_PAGE_SIZE'],
    message:
      'A paged list takes its page and request from useListPage, a first page from firstPage/rowsOf (src/kit/lists).',
  },
];
const kitOnlySyntax = [
  {
    selector:
      'CallExpression > MemberExpression.callee[property.name=/^(invalidateQueries|refetchQueries)$/]',
    message:
      'Refetching goes through src/kit/cache: useInvalidate(get…QueryKey), useRefreshUserInfo or useInvalidateAll.',
  },
];

/** A feature's paging and query keys of its own: the kit's useListPage and the generated key functions. */
const noOwnPaging = [
  {
    selector: "Property[key.name=/^(pageSize|pagesize)$/][value.type='Literal']",
    message:
      "A page size is the kit's (useListPage, spec §9 20 rows) or a spec limit passed to useListPage/firstPage.",
  },
  {
    selector: "ArrayExpression[elements.0.type='Literal'][elements.0.value=/^(GET|POST|PUT|DELETE)$/]",
    message: 'A query key comes from its generated get…QueryKey function (design.md), never built by hand.',
  },
];

/** A screen's lazy chunk is its route record's (src/app/routing/routes/), from which the table derives. */
const lazyScreenImports = [
  {
    selector: 'ImportExpression[source.value=/features\\/.+Page$/]',
    message:
      "A screen's lazy import lives only in its route record (src/app/routing/routes/); elsewhere use SCREENS or ROUTES.",
  },
];

/** What a feature or the app shell may not do, beyond the src-wide rules. */
const appAndFeatureSyntax = [
  ...noShadowing,
  ...noStatusTables,
  ...noOwnEnumLabels,
  ...noOwnNoData,
  ...noOwnSenders,
  ...noOwnCodeText,
  ...noOwnPaging,
];

/** Lint rules: one way each, the kit's. A later block wins for a rule, so each repeats the lists above it. */
export const oneWayRules = [
  { files: ['schemas/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...oneCodeScene] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: copyButtons, patterns: removedEverywhere }],
      'no-restricted-syntax': ['error', ...everywhere, ...lazyScreenImports],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/kit/**', 'src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: copyButtons, patterns: [...removedEverywhere, ...kitOnlyImports] },
      ],
      'no-restricted-syntax': ['error', ...everywhere, ...lazyScreenImports, ...kitOnlySyntax],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...copyButtons, ...sendCodeHooks],
          patterns: [...removedEverywhere, ...kitOnlyImports, ...removedSecondWays, ...senderInternals],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...everywhere,
        ...kitOnlySyntax,
        ...lazyScreenImports,
        ...appAndFeatureSyntax,
      ],
    },
  },
  {
    // The route records: the one place a screen's lazy chunk is named.
    files: ['src/app/routing/routes/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...everywhere, ...kitOnlySyntax, ...appAndFeatureSyntax] },
  },
  {
    // The one place the toast opt-in is spelled out.
    files: ['src/api/error-ownership.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...everywhere.filter((rule) => !oneToastOptIn.includes(rule)),
        ...lazyScreenImports,
      ],
    },
  },
];
