import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountKind } from './flow-account';

/** Register or reset by email or by phone (spec §2). */
export function AccountKindSwitch({
  value,
  onChange,
}: {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <SegmentedControl
      aria-label={t('flow.accountKind')}
      value={value}
      onChange={(next) => onChange(next as AccountKind)}
      data={[
        { value: 'email', label: t('flow.byEmail') },
        { value: 'phone', label: t('flow.byPhone') },
      ]}
    />
  );
}
