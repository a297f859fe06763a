import { Text } from '@mantine/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useVisibleError } from '../form-state';

const CONTAINER_TYPES = new Set(['object', 'array']);

/**
 * Wraps one field. Input widgets render their own label, description and error (Mantine inputs tie them to
 * the input for screen readers); this adds the help text and, for objects and arrays, their own errors
 * (e.g. from customValidate), under the same flagged-and-unfocused rule. additionalProperties (editable
 * keys) are not supported yet.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, style, children, hidden, rawErrors, rawHelp, hideError, schema } = props;
  const { t } = useTranslation('forms');
  const isContainer = typeof schema.type === 'string' && CONTAINER_TYPES.has(schema.type);
  const containerError = useVisibleError(id, isContainer ? rawErrors : undefined, hideError);
  if (hidden) return <div hidden>{children}</div>;

  return (
    <div className={classNames} style={style}>
      {children}
      {containerError && (
        <Text size="sm" c="red" id={`${id}__error`}>
          {containerError}
        </Text>
      )}
      {rawHelp && (
        <Text size="xs" c="dimmed" id={`${id}__help`}>
          {t(rawHelp)}
        </Text>
      )}
    </div>
  );
}
