import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/i18n';
import type { LanguageMenuFullProps } from './LanguageMenuFull';
import { useChangeLanguage } from './use-change-language';

type Upgrade = { Full: ComponentType<LanguageMenuFullProps>; opened: boolean; focused: boolean };

let loading: Promise<ComponentType<LanguageMenuFullProps>> | undefined;
const loadFull = () => (loading ??= import('./LanguageMenuFull').then((m) => m.LanguageMenuFull));

/**
 * Language switch; the current language is ticked (spec §2 header behaviour). The menu and its popover
 * library are a chunk of their own (issue 9): the page paints and hydrates with this stand-in button, which
 * fetches the menu when pointed at, focused or clicked, then gives way to it (open, if it was clicked).
 */
export function LanguageMenu() {
  const { t } = useTranslation('app');
  const current = useCurrentLanguage();
  const { change, pending } = useChangeLanguage(current);
  const standIn = useRef<HTMLButtonElement>(null);
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);
  const wantOpen = useRef(false);

  const fetchMenu = () => {
    void loadFull().then((Full) =>
      setUpgrade(
        (known) =>
          known ?? { Full, opened: wantOpen.current, focused: document.activeElement === standIn.current },
      ),
    );
  };

  if (upgrade) {
    const { Full, opened, focused } = upgrade;
    return <Full current={current} pending={pending} change={change} opened={opened} focused={focused} />;
  }
  return (
    <ActionIcon
      ref={standIn}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.language')}
      aria-haspopup="menu"
      aria-expanded={false}
      loading={pending}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      onClick={() => {
        wantOpen.current = true;
        fetchMenu();
      }}
    >
      <IconLanguage size={20} />
    </ActionIcon>
  );
}
