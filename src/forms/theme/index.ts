// Our Mantine theme for rjsf: the templates and widgets SchemaForm renders with.
import type { ThemeProps } from '@rjsf/core';
import { CheckboxWidget } from '../widgets/CheckboxWidget';
import { fieldsWidgets } from '../widgets/fields';
import { PasswordWidget } from '../widgets/PasswordWidget';
import { pickersFields, pickersWidgets } from '../widgets/pickers';
import { TextWidget } from '../widgets/TextWidget';
import { verificationFields, verificationWidgets } from '../widgets/verification';
import { BaseInputTemplate } from './BaseInputTemplate';
import { ErrorListTemplate } from './ErrorListTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SubmitButton } from './SubmitButton';

export const mantineTheme: ThemeProps = {
  templates: {
    BaseInputTemplate,
    ErrorListTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    ButtonTemplates: { SubmitButton },
  },
  fields: { ...pickersFields, ...verificationFields },
  widgets: {
    TextWidget,
    PasswordWidget,
    CheckboxWidget,
    ...verificationWidgets,
    ...fieldsWidgets,
    ...pickersWidgets,
  },
};
