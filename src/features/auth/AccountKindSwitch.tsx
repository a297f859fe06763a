import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/forms/use-hydrated';
import type { AccountKind } from './flow-account';

/**
 * Register or reset by email or by phone (spec §2). Disabled in prerendered markup until hydrated, as the
 * form below it is: a switch made before the script would be lost.
 */
export function AccountKindSwitch({
  value,
  onChange,
}: {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  return (
    <SegmentedControl
      aria-label={t('flow.accountKind')}
      disabled={!hydrated}
      value={value}
      onChange={(next) => onChange(next as AccountKind)}
      data={[
        { value: 'email', label: t('flow.byEmail') },
        { value: 'phone', label: t('flow.byPhone') },
      ]}
    />
  );
}
