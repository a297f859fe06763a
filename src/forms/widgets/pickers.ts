import type { RegistryWidgetsType } from '@rjsf/utils';

/** The pickers widgets, registered in the form theme under these names (ui:widget). */
export const pickersWidgets: RegistryWidgetsType = {};
