import { Stack, Text, Title } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** An object's properties stacked vertically, under its translated title and description if any. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties } = props;
  const { t } = useTranslation('forms');
  return (
    <Stack gap="md">
      {title && <Title order={4}>{t(title)}</Title>}
      {typeof description === 'string' && description && (
        <Text size="sm" c="dimmed">
          {t(description)}
        </Text>
      )}
      {properties.map((property) => property.content)}
    </Stack>
  );
}
