import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, useCurrentLanguage } from '@/i18n';
import { useChangeLanguage } from './use-change-language';

/** Language switch; the current language is ticked (spec §2 header behaviour). */
export function LanguageMenu() {
  const { t } = useTranslation('app');
  const current = useCurrentLanguage();
  const { change, pending } = useChangeLanguage(current);
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.language')}
          loading={pending}
        >
          <IconLanguage size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            aria-current={language === current ? 'true' : undefined}
            lang={language.replace('_', '-')}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => change(language)}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
