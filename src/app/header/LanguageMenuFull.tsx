import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, SUPPORTED_LANGUAGES } from '@/i18n';
import { LanguageButton } from './LanguageButton';

export interface LanguageMenuFullProps {
  current: Language;
  pending: boolean;
  change: (language: Language) => void;
  /** Take the focus the stand-in button had. */
  focused: boolean;
}

/**
 * The language menu itself, with the popover: its own chunk, which LanguageMenu.tsx mounts on a click and
 * opens in the next frame. Opened after mounting, not mounted opened: Mantine notes where the focus is when a menu
 * opens, to give it back when Escape closes it (mounted opened, the focus was lost to the page), and its
 * transition reads the reduced-motion setting by then.
 */
export function LanguageMenuFull({ current, pending, change, focused }: LanguageMenuFullProps) {
  const { t } = useTranslation('app');
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (focused) target.current?.focus();
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [focused]);
  return (
    <Menu
      position="bottom-end"
      withArrow
      opened={opened}
      onChange={setOpened}
      // Opened, the focus goes to the ticked language (data-autofocus below), not to Mantine's placeholder in
      // front of the items, which shows no focus (WCAG 2.4.7).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <LanguageButton ref={target} pending={pending} />
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            aria-current={language === current ? 'true' : undefined}
            data-autofocus={language === current || undefined}
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
