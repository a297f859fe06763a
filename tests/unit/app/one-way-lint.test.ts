import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// design.md: what several screens repeat lives once in a shared layer. scripts/eslint-one-way.js keeps the
// removed second ways out; each case lints a small file in a feature and expects the rule to fire (or not).
const eslint = new ESLint({ cwd: process.cwd() });
const ONE_WAY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

async function oneWayErrors(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => ONE_WAY_RULES.includes(m.ruleId ?? '')).length;
}

describe('one way each, in lint', () => {
  it.each([
    // same-name wrappers of shared parts
    ['src/features/personal/shared/X.tsx', 'export function StateNotice() {\n  return null;\n}\n'],
    ['src/features/investments/list/X.tsx', 'export function ListPager() {\n  return null;\n}\n'],
    [
      'src/features/personal/X.ts',
      "export { QueryState as ListState } from '@/kit/query-state/QueryState';\n",
    ],
    ['src/features/personal/X.ts', 'export const formatTime = (value: number) => String(value);\n'],
    ['src/features/investments/detail/X.ts', 'export const formatDate = (value: number) => String(value);\n'],
    // the removed shims
    [
      'src/features/personal/records/x/X.ts',
      "import { formatTime } from '../shared/format-time';\nexport const f = formatTime;\n",
    ],
    [
      'src/features/personal/records/x/X.ts',
      "import { ListState } from '../shared/ListState';\nexport const f = ListState;\n",
    ],
    [
      'src/features/personal/security/X.ts',
      "import { StateNotice } from '../shared/StateNotice';\nexport const f = StateNotice;\n",
    ],
    // a feature's own status colour table
    [
      'src/features/kyc/X.ts',
      "import type { VerificationStatus } from '@generated/models';\nexport const COLORS: Record<VerificationStatus, string> = { not_verified: 'gray', in_progress: 'blue', verified: 'green' };\n",
    ],
    // a query's load states of their own
    [
      'src/features/assets/withdraw/x/X.ts',
      "import { useLoadState } from '../shared/load-state';\nexport const f = useLoadState;\n",
    ],
    [
      'src/features/kyc/x/X.ts',
      "import { NotLoaded } from '../shared/NotLoaded';\nexport const f = NotLoaded;\n",
    ],
    ['src/features/trade/X.ts', "import { LoadState } from '@/ui/LoadState';\nexport const f = LoadState;\n"],
    ['src/features/investments/X.tsx', 'export const f = <p data-testid="no-data">none</p>;\n'],
    // an enum's words with a guard of its own
    [
      'src/features/trade/X.ts',
      'declare const t: (key: string) => string;\nexport const f = (side?: string) => side && t(`orders.side.${side}`);\n',
    ],
    ['src/features/investments/X.ts', "export const enumLabel = (value?: string) => value ?? '--';\n"],
    // copy buttons of their own
    [
      'src/features/personal/X.ts',
      "import { CopyButton } from '@mantine/core';\nexport const f = CopyButton;\n",
    ],
    ['src/kit/X.ts', "import { useClipboard } from '@mantine/hooks';\nexport const f = useClipboard;\n"],
    // contrast styles at call sites (a theme default)
    [
      'src/features/cms/X.tsx',
      "import { Alert } from '@mantine/core';\nconst READABLE_ALERT = {};\nexport const f = <Alert styles={READABLE_ALERT} />;\n",
    ],
    [
      'src/ui/X.tsx',
      "import { Badge } from '@mantine/core';\nconst READABLE_BADGE = {};\nexport const f = <Badge styles={READABLE_BADGE} />;\n",
    ],
    ['src/ui/X.ts', "import { READABLE_ALERT } from './alert-styles';\nexport const f = READABLE_ALERT;\n"],
    // code senders: one kit hook wires them (spec §4, §5)
    [
      'src/features/auth/X.ts',
      "import { useSendCodeCalls } from '@/kit/code-senders/send-code-calls';\nexport const f = useSendCodeCalls;\n",
    ],
    [
      'src/features/assets/withdraw/X.ts',
      "import { useBoundCodeSenders } from '@/kit/code-senders/use-bound-code-senders';\nexport const f = useBoundCodeSenders;\n",
    ],
    [
      'src/features/personal/records/X.ts',
      "import { useCodeSenders } from '../../shared/use-code-senders';\nexport const f = useCodeSenders;\n",
    ],
    [
      'src/features/auth/X.ts',
      "import { useSendCode } from '@/ui/use-send-code';\nexport const f = useSendCode;\n",
    ],
    ['src/app/X.ts', "import { RESEND_WAIT_MS } from '@/lib/countdown';\nexport const f = RESEND_WAIT_MS;\n"],
    [
      'src/features/personal/X.ts',
      "import { SendCodeButton } from '@/forms/connected/SendCodeButton';\nexport const f = SendCodeButton;\n",
    ],
    [
      'src/features/auth/X.ts',
      "import type { SendCodeSender } from '@/forms/widgets/send-code-context';\nexport type F = SendCodeSender;\n",
    ],
    [
      'src/features/auth/X.ts',
      "import { useSendSmsCode } from '@generated/hooks/auth/auth';\nexport const f = useSendSmsCode;\n",
    ],
    [
      'src/features/auth/X.ts',
      'declare const send: () => Promise<void>;\nexport const formContext = { sendCode: { sms: send } };\n',
    ],
    // one CodeScene, the contract's
    ['src/features/personal/X.ts', "export type CodeScene = 'WITHDRAW' | 'API_KEY';\n"],
    ['src/kit/code-senders/X.ts', 'export interface CodeScene {\n  value: string;\n}\n'],
    ['schemas/auth/X.ts', "export const CODE_SCENES = { withdraw: 'WITHDRAW' } as const;\n"],
    [
      'src/features/assets/withdraw/X.ts',
      "import { CODE_SCENES } from '@schemas/auth/code-scenes';\nexport const f = CODE_SCENES;\n",
    ],
    // a code-to-text wrapper of a feature's own
    [
      'src/features/trade/X.ts',
      "import { ApiError } from '@/api/api-error';\nexport const f = (e: ApiError) => new ApiError(e.code, 'text', e.httpStatus, e.body);\n",
    ],
    [
      'src/features/assets/deposit/X.ts',
      'export async function withDepositText<T>(call: Promise<T>): Promise<T> {\n  return call;\n}\n',
    ],
    ['src/features/trade/X.ts', 'export const translateTakeAdError = (error: unknown) => error;\n'],
    [
      'src/features/trade/X.ts',
      "import { isApiError } from '@/api/api-error';\ndeclare const t: (key: string) => string;\nexport const f = (e: unknown) => (isApiError(e) && e.code === 'ORDER_CANCEL_FAILED' ? t('orders.cancelFailed') : '');\n",
    ],
    // paging of its own: the adapter's parts, a page size typed in a feature
    ['src/features/trade/X.ts', "import { toPage } from '@/api/pagination';\nexport const f = toPage;\n"],
    [
      'src/features/cms/X.ts',
      "import { DEFAULT_PAGE_SIZE } from '@/api/pagination';\nexport const f = DEFAULT_PAGE_SIZE;\n",
    ],
    [
      'src/features/assets/history/x/X.ts',
      "import { toPage } from '../../../../api/pagination';\nexport const f = toPage;\n",
    ],
    ['src/app/X.ts', "import { toPage } from '@/api/pagination';\nexport const f = toPage;\n"],
    ['src/features/personal/records/x/X.ts', 'export const request = { page: 1, pageSize: 20 };\n'],
    ['src/features/cms/X.ts', 'export const request = { page: 1, pagesize: 20 };\n'],
    // refetching outside src/kit/cache, and a query key built by hand
    [
      'src/features/investments/X.ts',
      "import { useQueryClient } from '@tanstack/react-query';\nexport const f = () => useQueryClient().invalidateQueries({ queryKey: ['x'] });\n",
    ],
    [
      'src/app/qa/X.ts',
      "import { QueryClient } from '@tanstack/react-query';\nconst queryClient = new QueryClient();\nexport const f = () => queryClient.refetchQueries();\n",
    ],
    [
      'src/forms/X.ts',
      "import { QueryClient } from '@tanstack/react-query';\nconst queryClient = new QueryClient();\nexport const f = () => queryClient.invalidateQueries();\n",
    ],
    ['src/features/kyc/X.ts', "declare const url: () => string;\nexport const key = ['POST', url()];\n"],
    // the error toast opted into inline, or the removed opt-out
    ['src/features/trade/X.ts', 'export const options = { mutation: { meta: { toastsErrors: true } } };\n'],
    ['src/app/header/X.ts', 'export const options = { query: { meta: { showsOwnErrors: true } } };\n'],
    ['src/kit/X.ts', 'export const META = { toastsErrors: true };\n'],
    // a screen's lazy chunk named outside its route record
    ['src/app/routing/X.ts', "export const load = () => import('@/features/home/HomePage');\n"],
    ['src/main.tsx', "export const load = () => import('./features/trade/TradePage');\n"],
  ])('%s may not: %s', async (file, source) => {
    expect(await oneWayErrors(file, source)).toBe(1);
  });

  it.each([
    [
      'src/features/personal/X.ts',
      "import { StateNotice } from '@/ui/StateNotice';\nexport const f = StateNotice;\n",
    ],
    [
      'src/features/personal/X.ts',
      "import { QueryState } from '@/kit/query-state/QueryState';\nexport const f = QueryState;\n",
    ],
    ['src/features/personal/X.ts', 'export function RecordNotice() {\n  return null;\n}\n'],
    [
      'src/features/personal/X.ts',
      "import { formatDateTime } from '@/lib/date-time';\nexport const f = formatDateTime;\n",
    ],
    [
      'src/kit/X.tsx',
      "import { Badge } from '@mantine/core';\nconst WRAPPING = {};\nexport const f = <Badge styles={WRAPPING} />;\n",
    ],
    [
      'src/features/kyc/X.ts',
      "import type { VerificationStatus } from '@generated/models';\nexport const LINKS: Record<string, VerificationStatus> = {};\n",
    ],
    [
      'src/features/trade/X.ts',
      'declare const t: (key: string) => string;\nexport const f = (kind: string) => t(`tabs.${kind}`);\n',
    ],
    [
      'src/features/personal/X.ts',
      "import { CopyValueButton } from '@/ui/CopyValueButton';\nexport const f = CopyValueButton;\n",
    ],
    [
      'src/kit/query-state/X.ts',
      "import { LoadState } from '@/ui/LoadState';\nexport const f = LoadState;\n",
    ],
    [
      'src/features/investments/X.tsx',
      "import { NoData } from '@/ui/NoData';\nexport const f = <NoData />;\n",
    ],
    ['src/ui/StateNotice.tsx', 'export function StateNotice() {\n  return null;\n}\n'],
    [
      'src/features/auth/X.ts',
      "import { useCodeSenders } from '@/kit/code-senders/use-code-senders';\nexport const f = useCodeSenders;\n",
    ],
    [
      'src/features/assets/withdraw/X.ts',
      "import { CodeScene } from '@generated/models';\nexport const scene = CodeScene.WITHDRAW;\n",
    ],
    ['src/features/personal/X.ts', "export const ui = { 'ui:options': { sendCode: 'newSms' } };\n"],
    [
      'src/kit/code-senders/X.ts',
      "import { useSendCodeCalls } from './send-code-calls';\nexport const f = useSendCodeCalls;\n",
    ],
    [
      'src/forms/widgets/X.ts',
      "import { SendCodeButton } from '@/forms/connected/SendCodeButton';\nexport const f = SendCodeButton;\n",
    ],
    [
      'src/features/assets/withdraw/X.ts',
      "import { codeText } from '@/kit/code-text/code-text';\nexport const withdrawErrors = codeText({ A: 'withdraw:errors.a' });\n",
    ],
    [
      'src/features/assets/withdraw/X.ts',
      "import { ApiError } from '@/api/api-error';\nexport const f = () => new ApiError('CAPTCHA_CANCELLED', 'text', 0);\n",
    ],
    [
      'src/kit/code-text/X.ts',
      "import { ApiError } from '@/api/api-error';\nexport const f = (e: ApiError) => new ApiError(e.code, 'text', e.httpStatus);\n",
    ],
    [
      'src/features/assets/deposit/X.ts',
      "declare const t: (key: string) => string;\nexport const f = (code: string) => (code === 'KYC_REQUIRED' ? t('unavailable.kyc') : '');\n",
    ],
    // the kit and the adapter themselves; the adapter's types; a spec limit passed to the kit
    [
      'src/kit/lists/X.ts',
      "import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';\nexport const f = [toPage, DEFAULT_PAGE_SIZE];\n",
    ],
    [
      'src/features/cms/X.ts',
      "import type { Page } from '@/api/pagination';\nexport type P = Page<string>;\n",
    ],
    [
      'src/features/trade/X.ts',
      "import { useListPage } from '@/kit/lists/use-list-page';\nconst LATEST = 30;\nexport const f = () => useListPage({ pageSize: LATEST });\n",
    ],
    [
      'src/features/assets/x/X.ts',
      'declare const request: { page: number; pageSize: number };\nexport const body = { pageNum: request.page, pageSize: request.pageSize };\n',
    ],
    [
      'src/kit/cache/X.ts',
      "import { useQueryClient } from '@tanstack/react-query';\nexport const f = () => useQueryClient().invalidateQueries();\n",
    ],
    [
      'src/api/session/X.ts',
      "import { QueryClient } from '@tanstack/react-query';\nconst queryClient = new QueryClient();\nexport const f = () => queryClient.refetchQueries();\n",
    ],
    [
      'src/features/personal/X.ts',
      "import { useInvalidate } from '@/kit/cache/use-invalidate';\nexport const f = useInvalidate;\n",
    ],
    ['src/features/trade/X.ts', "export const TABS = ['withdraw', 'transfer'] as const;\n"],
    // the toast's opt-in: the one constant, spelled out in its own file
    [
      'src/features/trade/X.ts',
      "import { TOASTS_ERRORS } from '@/api/error-ownership';\nexport const options = { mutation: { meta: TOASTS_ERRORS } };\n",
    ],
    ['src/api/error-ownership.ts', 'export const TOASTS_ERRORS = { toastsErrors: true };\n'],
    // the route records name the screens' chunks; other lazy imports are not screens
    ['src/app/routing/routes/X.ts', "export const load = () => import('@/features/home/HomePage');\n"],
    ['src/app/routing/X.ts', "export const load = () => import('@/features/auth/prerendered-forms');\n"],
  ])('%s may: %s', async (file, source) => {
    expect(await oneWayErrors(file, source)).toBe(0);
  });
});
