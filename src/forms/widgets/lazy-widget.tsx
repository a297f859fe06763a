import type { WidgetProps } from '@rjsf/utils';
import { type ComponentType, useEffect, useState } from 'react';
import { useInputProps } from '../theme/use-input-props';
import { PickerPlaceholder } from './PickerPlaceholder';

const loaders: (() => Promise<unknown>)[] = [];

/** Loads every lazy widget's code now (the component tests, which render forms in any order). */
export const loadLazyWidgets = () => Promise.all(loaders.map((load) => load()));

/**
 * A widget whose code (a combobox and its popover library, say) loads with the first form that shows it,
 * not with every form: login's two text fields should not download a country picker. Until it arrives the
 * field shows its label, disabled; once loaded, every later form renders it at once.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  let loaded: ComponentType<WidgetProps> | undefined;
  const loadOnce = async () => (loaded ??= await load());
  loaders.push(loadOnce);
  return function LazyWidget(props: WidgetProps) {
    const { label, placeholder } = useInputProps(props);
    const [Widget, setWidget] = useState(() => loaded);
    useEffect(() => {
      if (!Widget) void loadOnce().then((component) => setWidget(() => component));
    }, [Widget]);
    if (!Widget) return <PickerPlaceholder label={label} placeholder={placeholder} />;
    return <Widget {...props} />;
  };
}
