import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

export type LanguageButtonProps = { pending: boolean } & ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ActionIconProps>;

/** The header's language button: one look for the stand-in and the menu's target, so the swap is not seen. */
export function LanguageButton({ pending, ...props }: LanguageButtonProps) {
  const { t } = useTranslation('app');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.language')}
      loading={pending}
      {...props}
    >
      <IconLanguage size={20} />
    </ActionIcon>
  );
}
