import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputProps } from '../theme/use-input-props';
import { PickerPlaceholder } from './PickerPlaceholder';

const loaders: (() => Promise<unknown>)[] = [];

/** Loads every lazy widget's code now (the component tests, which render forms in any order). */
export const loadLazyWidgets = () => Promise.all(loaders.map((load) => load()));

/**
 * A component whose code loads with the first form that shows it, not with every form. Until it arrives
 * `placeholder` stands in; once loaded, every later form renders it at once.
 */
function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = async () => (loaded ??= await load());
  loaders.push(loadOnce);
  return function LazyComponent(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (!Component) void loadOnce().then((component) => setComponent(() => component));
    }, [Component]);
    if (!Component) return <Placeholder {...props} />;
    return <Component {...props} />;
  };
}

function WidgetPlaceholder(props: WidgetProps) {
  const { label, placeholder } = useInputProps(props);
  return <PickerPlaceholder label={label} placeholder={placeholder} />;
}

/** A field's label while its code loads, read as the fields themselves read it (i18n keys). */
function FieldPlaceholder({ uiSchema, schema, title, name }: FieldProps) {
  const { t } = useTranslation('forms');
  const options = getUiOptions(uiSchema);
  const labelKey = options.title ?? title ?? schema.title ?? name;
  return (
    <PickerPlaceholder
      label={options.label === false || !labelKey ? undefined : t(labelKey)}
      placeholder={typeof options.placeholder === 'string' ? t(options.placeholder) : undefined}
    />
  );
}

/**
 * A widget whose code (a combobox and its popover library, say) loads with the first form that shows it,
 * not with every form: login's two text fields should not download a country picker. Until it arrives the
 * field shows its label, disabled.
 */
export const lazyWidget = (load: () => Promise<ComponentType<WidgetProps>>) =>
  lazyComponent(load, WidgetPlaceholder);

/** A field (`ui:field`, for object values) loaded the same way. */
export const lazyField = (load: () => Promise<ComponentType<FieldProps>>) =>
  lazyComponent(load, FieldPlaceholder);
