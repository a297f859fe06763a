import { Anchor, Center, List, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/api/session/session-context';
import { useLocalizedPath } from '@/i18n';
import { missingRequirements, REQUIREMENT_LINKS, type Requirement } from './requirements';
import { StateNotice } from '@/ui/StateNotice';

export interface MissingRequirementsProps {
  /** What the screen needs (spec §5, §6): KYC approved, a nickname, a security method, a phone, Google. */
  needs: readonly Requirement[];
  /** The screen, shown once every need is met. */
  children: ReactNode;
}

/**
 * Shows `children` when the signed-in user meets every need; otherwise says what is missing, each with a
 * link to where it is done ("a screen the user may not use yet says what is missing").
 */
export function MissingRequirements({ needs, children }: MissingRequirementsProps) {
  const { t } = useTranslation('personal');
  const localize = useLocalizedPath();
  const { user, userInfoIsReady } = useSession();

  if (!user) {
    return userInfoIsReady ? null : (
      <Center py="xl">
        <Loader aria-label={t('requirements.loading')} />
      </Center>
    );
  }
  const missing = missingRequirements(user, needs);
  if (missing.length === 0) return <>{children}</>;
  return (
    <StateNotice
      color="orange"
      title={t('requirements.title')}
      text={t('requirements.intro')}
      testId="missing-requirements"
    >
      <List size="sm">
        {missing.map((need) => (
          <List.Item key={need}>
            <Anchor component={Link} to={localize(REQUIREMENT_LINKS[need])}>
              {t(`requirements.${need}`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </StateNotice>
  );
}
