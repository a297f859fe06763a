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
  // A slider and the range's field load with the first form that shows one: no form of the first loads does.
  slider: lazyWidget(() => import('./SliderWidget').then((m) => m.SliderWidget)),
};

/** The pickers fields (ui:field): rjsf renders object values through fields, not widgets. */
export const pickersFields: RegistryFieldsType = {
  dateRange: DateRangeField,
};
