import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getThinMode, isThinMode, setThinMode, THIN_MODES } from '@/api/scenario';
import { useInvalidateAll } from '@/kit/cache/use-invalidate';

/** The mock's thin mode for every call of the tab (src/api/scenario.ts); the answers are fetched again. */
export function ThinModeSelect() {
  const { t } = useTranslation('qa');
  const invalidateAll = useInvalidateAll();
  const [mode, setMode] = useState(getThinMode);
  const choose = (value: string | null) => {
    const next = isThinMode(value) ? value : null;
    setThinMode(next);
    setMode(next ?? undefined);
    void invalidateAll();
  };
  return (
    <Select
      label={t('thin.label')}
      description={t('thin.help')}
      placeholder={t('thin.off')}
      clearable
      value={mode ?? null}
      onChange={choose}
      data={THIN_MODES.map((value) => ({ value, label: t(`thin.${value}`) }))}
      data-testid="qa-thin-mode"
    />
  );
}
