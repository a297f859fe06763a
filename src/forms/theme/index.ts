// Our Mantine theme for rjsf: the templates and widgets SchemaForm renders with.
import type { ThemeProps } from '@rjsf/core';
import { CheckboxWidget } from '../widgets/CheckboxWidget';
import { FlagCheckboxWidget } from '../widgets/FlagCheckboxWidget';
import { RadioChoiceWidget } from '../widgets/RadioChoiceWidget';
import { lazyWidget } from '../widgets/lazy-widget';
import { fieldsWidgets } from '../widgets/fields';
import { PasswordWidget } from '../widgets/PasswordWidget';
import { pickersFields, pickersWidgets } from '../widgets/pickers';
import { TextWidget } from '../widgets/TextWidget';
import { verificationFields, verificationWidgets } from '../widgets/verification';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './ArrayFieldTemplate';
import { BaseInputTemplate } from './BaseInputTemplate';
import { ErrorListTemplate } from './ErrorListTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SubmitButton } from './SubmitButton';

export const mantineTheme: ThemeProps = {
  templates: {
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
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
    SelectWidget: lazyWidget(() => import('../widgets/SelectWidget').then((m) => m.SelectWidget)),
    radioChoice: RadioChoiceWidget,
    flagCheckbox: FlagCheckboxWidget,
    ...verificationWidgets,
    ...fieldsWidgets,
    ...pickersWidgets,
  },
};
