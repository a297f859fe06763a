import type { RegistryWidgetsType } from '@rjsf/utils';
import { CountryWidget } from './CountryWidget';
import { PhoneWidget } from './PhoneWidget';
import { SmartTextWidget } from './SmartTextWidget';
import { TextareaWidget } from './TextareaWidget';
import { UploadWidget } from './UploadWidget';

/** The fields widgets, registered in the form theme under these names (ui:widget). */
export const fieldsWidgets: RegistryWidgetsType = {
  upload: UploadWidget,
  country: CountryWidget,
  phone: PhoneWidget,
  textarea: TextareaWidget,
  // rjsf's own name for ui:widget "textarea", so its default lookups get ours too.
  TextareaWidget,
  smartText: SmartTextWidget,
};
