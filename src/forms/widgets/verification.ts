import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { CaptchaField, CaptchaWidget } from './CaptchaWidget';
import { CodeBoxesWidget } from './CodeBoxesWidget';
import { SendCodeWidget } from './SendCodeWidget';

/** The verification widgets, registered in the form theme under these names (ui:widget). */
export const verificationWidgets: RegistryWidgetsType = {
  code: CodeBoxesWidget,
  sendCode: SendCodeWidget,
  captcha: CaptchaWidget,
};

/** Fields for object-valued data (rjsf ignores ui:widget on objects): `'ui:field': 'captcha'` once the
 * theme spreads these into its `fields`. */
export const verificationFields: RegistryFieldsType = {
  captcha: CaptchaField,
};
