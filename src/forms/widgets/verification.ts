import type { RegistryWidgetsType } from '@rjsf/utils';

/** The verification widgets, registered in the form theme under these names (ui:widget). */
export const verificationWidgets: RegistryWidgetsType = {};
