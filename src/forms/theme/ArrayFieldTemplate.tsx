// Arrays of the Mantine theme (e.g. the related people of corporate KYC): a translated title, one bordered
// card per item with a Remove button, and an Add button. rjsf hides Add at maxItems; Remove is hidden here
// at minItems (rjsf would let the list shrink below it).
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions, TranslatableString } from '@rjsf/utils';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the items of the nearest array may be removed (false once it holds only minItems). */
const CanRemoveContext = createContext(true);

/**
 * The array: ui:title (an i18n key) as its heading, its items, then Add. ui:options addLabel (an i18n key)
 * names the button, else rjsf's "Add item" (forms:rjsf.AddItemButton). The heading is a section of the
 * page under its one h1 (axe heading-order: no level skipped); each item's title is the level below.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, schema } = props;
  const { t } = useTranslation('forms');
  const options = getUiOptions(uiSchema);
  const title = typeof options.title === 'string' ? options.title : undefined;
  const addLabel =
    typeof options.addLabel === 'string'
      ? t(options.addLabel)
      : registry.translateString(TranslatableString.AddItemButton);
  const titleId = `${fieldPathId.$id}__title`;
  const canRemove = items.length > (schema.minItems ?? 0);

  return (
    <Stack gap="md" id={fieldPathId.$id} role="group" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Title order={2} size="h4" id={titleId}>
          {t(title)}
        </Title>
      )}
      <CanRemoveContext value={canRemove}>{items}</CanRemoveContext>
      {canAdd && (
        <Group>
          <Button
            id={buttonId(fieldPathId, 'add')}
            data-testid={buttonId(fieldPathId, 'add')}
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={onAddClick}
            disabled={disabled || readonly}
          >
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One item: its fields in a bordered card, with Remove when rjsf allows it and the array is above minItems. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar } = props;
  const { hasRemove, onRemoveItem, fieldPathId, disabled, readonly, registry } = buttonsProps;
  const canRemove = useContext(CanRemoveContext);
  const removeId = buttonId(fieldPathId, 'remove');
  return (
    <Paper withBorder p="md" radius="md">
      {children}
      {hasToolbar && hasRemove && canRemove && (
        <Group justify="flex-end" mt="sm">
          <Button
            id={removeId}
            data-testid={removeId}
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onRemoveItem}
            disabled={disabled || readonly}
          >
            {registry.translateString(TranslatableString.RemoveButton)}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
