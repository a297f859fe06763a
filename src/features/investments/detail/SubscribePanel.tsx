import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { InvestmentProduct, InvestmentSubscription } from '@generated/models';
import { useSession } from '@/api/session/session-context';
import { useLocalizedPath } from '@/i18n';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { SubscriptionForm } from './SubscriptionForm';

function Subscribed({
  subscription,
  onAgain,
}: {
  subscription: InvestmentSubscription;
  onAgain: () => void;
}) {
  const { t } = useTranslation('investments');
  return (
    <Alert color="teal" title={t('subscribe.done')} data-testid="subscribed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {subscription.recordId
            ? t('subscribe.doneRecord', { recordId: subscription.recordId })
            : t('subscribe.doneNoRecord')}
        </Text>
        <StatusBadge of="subscriptionRecord" status={subscription.status} labels="investments:recordStatus" />
        <Button variant="light" size="xs" onClick={onAgain}>
          {t('subscribe.again')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Who may subscribe (spec §6): a visitor logs in, a user without approved KYC verifies first. */
function Gate({
  product,
  onOpen,
  onSubscribed,
}: {
  product: InvestmentProduct;
  /** The form replaces the button that opened it. */
  onOpen: () => void;
  onSubscribed: (s: InvestmentSubscription) => void;
}) {
  const { t } = useTranslation('investments');
  const session = useSession();
  const location = useLocation();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  if (product.status === 'subscription_ended')
    return (
      <Text size="sm" c="dimmed" data-testid="subscription-ended">
        {t('subscribe.ended')}
      </Text>
    );
  // The coin paid is the one figure the contract does not promise that the form cannot do without.
  const coin = product.subscriptionCoin;
  if (!coin)
    return (
      <Text size="sm" c="dimmed" data-testid="subscription-unavailable">
        {t('subscribe.unavailable')}
      </Text>
    );
  if (!session.userInfoIsReady) return <Loader size="sm" aria-label={t('state.loading')} />;
  if (!session.isLogin) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Stack gap="xs">
        <Text size="sm">{t('subscribe.loginFirst')}</Text>
        <Button component={Link} to={`${localize('login')}?redirect=${back}`}>
          {t('subscribe.login')}
        </Button>
      </Stack>
    );
  }
  if (!session.kycApproved)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('subscribe.kycFirst')}</Text>
        <Button component={Link} to={localize('personal/kycEnter')}>
          {t('subscribe.verify')}
        </Button>
      </Stack>
    );
  if (!open)
    return (
      <Button
        onClick={() => {
          setOpen(true);
          onOpen();
        }}
      >
        {t('subscribe.start')}
      </Button>
    );
  return <SubscriptionForm product={product} coin={coin} onSubscribed={onSubscribed} />;
}

/** The detail page's invest box: who may invest, the form, and the subscription just placed. */
export function SubscribePanel({ product }: { product: InvestmentProduct }) {
  const { t } = useTranslation('investments');
  const [placed, setPlaced] = useState<InvestmentSubscription | null>(null);
  // The box's title takes the focus when its content is replaced under it (the button by the form, the
  // review by the subscription placed), so a keyboard user goes on from there (WCAG 2.4.3).
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = () => title.current?.focus();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="invest-box">
      <Stack gap="md">
        <Title order={2} size="h4" ref={title} tabIndex={-1}>
          {t('subscribe.title')}
        </Title>
        {placed ? (
          <Subscribed
            subscription={placed}
            onAgain={() => {
              setPlaced(null);
              focusTitle();
            }}
          />
        ) : (
          <Gate
            product={product}
            onOpen={focusTitle}
            onSubscribed={(subscription) => {
              setPlaced(subscription);
              focusTitle();
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
