import { Card, Flex, NavLink, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '@/api/runtime-config';
import { SchemaForm } from '@/forms/SchemaForm';
import { FORMS } from '@schemas/index';
import { NotFoundScreen } from '../layout/NotFoundScreen';

/**
 * Every form of the product in one place, for QA: shown only with the QA switch on. A valid
 * submit says which call the form would make instead of making it.
 */
export function FormsGallery() {
  const { t } = useTranslation(['qa', 'forms']);
  const [params] = useSearchParams();
  if (!getRuntimeConfig().qaScenarios) return <NotFoundScreen />;
  const form = FORMS.find((candidate) => candidate.id === params.get('form')) ?? FORMS[0]!;

  const submit = async () => {
    notifications.show({ color: 'green', message: t('qa:gallery.valid', { operation: form.operationId }) });
  };

  return (
    <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align="flex-start">
      <Card
        withBorder
        p="xs"
        w={{ base: '100%', sm: 260 }}
        component="nav"
        aria-label={t('qa:gallery.title')}
      >
        {FORMS.map((candidate) => (
          <NavLink
            key={candidate.id}
            component={Link}
            to={`?form=${candidate.id}`}
            label={t(candidate.title)}
            active={candidate.id === form.id}
          />
        ))}
      </Card>
      <Stack flex={1} w="100%" maw={520}>
        <Title order={1} size="h2">
          {t(form.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('qa:gallery.help', { operation: form.operationId })}
        </Text>
        <SchemaForm key={form.id} form={form} submitLabel={t('qa:gallery.submit')} onSubmit={submit} />
      </Stack>
    </Flex>
  );
}
