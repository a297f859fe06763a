import type { RegistryWidgetsType } from '@rjsf/utils';

/** The fields widgets, registered in the form theme under these names (ui:widget). */
export const fieldsWidgets: RegistryWidgetsType = {};
