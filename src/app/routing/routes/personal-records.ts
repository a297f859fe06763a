import { FORM_NAMESPACES } from '../route-record';
import { personalRoute } from './meta';

// The screens' own texts live in records; the forms' labels in personal (API keys) and assets (bank cards,
// receiving accounts), the requirement and load-failure texts in personal.
const NAMESPACES = ['records', 'personal', 'assets', ...FORM_NAMESPACES];

/** The personal centre's records and lists. */
export const PERSONAL_RECORDS_ROUTES = [
  personalRoute('safetyRecord', {
    screen: () => import('@/features/personal/records/safety-record/SafetyRecordPage'),
    exportName: 'SafetyRecordPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('receivingAccount', {
    screen: () => import('@/features/personal/records/receiving-accounts/ReceivingAccountsPage'),
    exportName: 'ReceivingAccountsPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('bindBankCard', {
    screen: () => import('@/features/personal/records/bank-cards/BankCardsPage'),
    exportName: 'BankCardsPage',
    namespaces: NAMESPACES,
  }),
  // Not in spec §2's table; the personal centre needs them (spec §3 API key; §2's text catalogue names a
  // blacklist; §3 messages).
  personalRoute('apiKeys', {
    screen: () => import('@/features/personal/records/api-keys/ApiKeysPage'),
    exportName: 'ApiKeysPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('blacklist', {
    screen: () => import('@/features/personal/records/blacklist/BlacklistPage'),
    exportName: 'BlacklistPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('messages', {
    screen: () => import('@/features/personal/records/messages/MessagesPage'),
    exportName: 'MessagesPage',
    namespaces: NAMESPACES,
  }),
];
