import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputProps } from '../theme/use-input-props';

/** Password field with a show/hide toggle whose label follows the current state. */
export function PasswordWidget(props: WidgetProps) {
  const inputProps = useInputProps(props);
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...inputProps}
      // Mantine's PasswordInput leaves aria-invalid off its inner input (withAria: false); set it as other inputs do.
      aria-invalid={inputProps.error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'password.hide' : 'password.show'),
        'data-testid': `${props.id}-visibility`,
      }}
    />
  );
}
