import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { SideNavItem } from './SideNav';

/** The links of a section's side navigation, the current page marked. */
export function SideNavLinks({
  items,
  activeName,
  onNavigate,
}: {
  items: SideNavItem[];
  activeName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  return items.map((item) => (
    <NavLink
      key={item.name}
      component={Link}
      to={localize(item.path)}
      label={t(item.label)}
      active={item.name === activeName}
      aria-current={item.name === activeName ? 'page' : undefined}
      onClick={onNavigate}
      h={48}
    />
  ));
}
