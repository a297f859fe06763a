import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './AmountWidget';
import { DateRangeField } from './DateRangeWidget';
import { DateWidget } from './DateWidget';
import { lazyWidget } from './lazy-widget';

/** The pickers widgets, registered in the form theme under these names (ui:widget). `date` also serves
 * every string with `format: 'date'`. */
export const pickersWidgets: RegistryWidgetsType = {
  amount: AmountWidget,
  date: DateWidget,
  // Loaded with the first form that shows one: no form of a first load does.
  slider: lazyWidget(() => import('./SliderWidget').then((m) => m.SliderWidget)),
};

/** The pickers fields (ui:field): rjsf renders object values through fields, not widgets. */
export const pickersFields: RegistryFieldsType = {
  dateRange: DateRangeField,
};
