import type { RegistryWidgetsType } from '@rjsf/utils';
import { SmartTextWidget } from './SmartTextWidget';
import { lazyWidget } from './lazy-widget';

const TextareaWidget = lazyWidget(() => import('./TextareaWidget').then((m) => m.TextareaWidget));

/** The fields widgets, registered in the form theme under these names (ui:widget). */
export const fieldsWidgets: RegistryWidgetsType = {
  // An upload (its preview and progress) and a counted textarea load with the first form that shows one.
  upload: lazyWidget(() => import('./UploadWidget').then((m) => m.UploadWidget)),
  country: lazyWidget(() => import('./CountryWidget').then((m) => m.CountryWidget)),
  phone: lazyWidget(() => import('./PhoneWidget').then((m) => m.PhoneWidget)),
  textarea: TextareaWidget,
  // rjsf's own name for ui:widget "textarea", so its default lookups get ours too.
  TextareaWidget,
  smartText: SmartTextWidget,
  // A combobox: loaded when a form first shows one (budgets.json, README "lazyWidget").
  choiceList: lazyWidget(() => import('./ChoiceListWidget').then((m) => m.ChoiceListWidget)),
};
