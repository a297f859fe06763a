import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

// The screens' own texts live in records; the forms' labels in personal (API keys) and assets (bank cards,
// receiving accounts), the requirement and load-failure texts in personal.
const NAMESPACES = ['records', 'personal', 'assets', ...FORM_NAMESPACES];

/** The personal centre's records and lists. */
export const PERSONAL_RECORDS_SCREENS: ScreenRegistry = {
  'personal/safetyRecord': lazyScreen(
    () => import('@/features/personal/records/safety-record/SafetyRecordPage'),
    'SafetyRecordPage',
    NAMESPACES,
  ),
  'personal/receivingAccount': lazyScreen(
    () => import('@/features/personal/records/receiving-accounts/ReceivingAccountsPage'),
    'ReceivingAccountsPage',
    NAMESPACES,
  ),
  'personal/bindBankCard': lazyScreen(
    () => import('@/features/personal/records/bank-cards/BankCardsPage'),
    'BankCardsPage',
    NAMESPACES,
  ),
  'personal/apiKeys': lazyScreen(
    () => import('@/features/personal/records/api-keys/ApiKeysPage'),
    'ApiKeysPage',
    NAMESPACES,
  ),
  'personal/blacklist': lazyScreen(
    () => import('@/features/personal/records/blacklist/BlacklistPage'),
    'BlacklistPage',
    NAMESPACES,
  ),
  'personal/messages': lazyScreen(
    () => import('@/features/personal/records/messages/MessagesPage'),
    'MessagesPage',
    NAMESPACES,
  ),
};
