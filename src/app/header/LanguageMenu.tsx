import { type ComponentType, useRef, useState } from 'react';
import { useCurrentLanguage } from '@/i18n';
import { LanguageButton } from './LanguageButton';
import type { LanguageMenuFullProps } from './LanguageMenuFull';
import { useChangeLanguage } from './use-change-language';

type Upgrade = { Full: ComponentType<LanguageMenuFullProps>; focused: boolean };

let loading: Promise<ComponentType<LanguageMenuFullProps>> | undefined;
const loadFull = () => (loading ??= import('./LanguageMenuFull').then((m) => m.LanguageMenuFull));

/**
 * Language switch; the current language is ticked (spec §2 header behaviour). The menu and its popover
 * library are a chunk of their own: the page paints and hydrates with this stand-in button. Pointing at it or
 * focusing it fetches the menu; clicking it gives way to the menu, opened. Only the click swaps
 * the button: swapped earlier, the button under a pressed mouse would be gone when the click lands.
 */
export function LanguageMenu() {
  const current = useCurrentLanguage();
  const { change, pending } = useChangeLanguage(current);
  const standIn = useRef<HTMLButtonElement>(null);
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);

  const openMenu = () => {
    const focused = document.activeElement === standIn.current;
    void loadFull().then((Full) => setUpgrade((known) => known ?? { Full, focused }));
  };

  if (upgrade) {
    const { Full, focused } = upgrade;
    return <Full current={current} pending={pending} change={change} focused={focused} />;
  }
  return (
    <LanguageButton
      ref={standIn}
      pending={pending}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadFull()}
      onFocus={() => void loadFull()}
      onClick={openMenu}
    />
  );
}
