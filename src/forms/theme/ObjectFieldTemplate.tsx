import { Stack, Text, Title } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * An object's properties stacked vertically, under its translated title and description if any. A titled
 * object is an item of a titled array (ArrayFieldTemplate's h2), so its title is an h3.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties } = props;
  const { t } = useTranslation('forms');
  return (
    <Stack gap="md">
      {title && (
        <Title order={3} size="h4">
          {t(title)}
        </Title>
      )}
      {typeof description === 'string' && description && (
        <Text size="sm" c="dimmed">
          {t(description)}
        </Text>
      )}
      {properties.map((property) => property.content)}
    </Stack>
  );
}
