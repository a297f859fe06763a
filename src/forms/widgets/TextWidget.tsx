import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../theme/BaseInputTemplate';

/** Plain text field: the theme's BaseInputTemplate (Mantine TextInput). */
export function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} />;
}
