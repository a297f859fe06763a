// A controlled ui component (value + onChange) rendered with its value kept in state, as a screen keeps it,
// and every change reported to a spy: the one harness of the ui component tests.
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import { startFixedClock } from './fixed-clock';
import { renderUi } from './render';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's own onChange
type Controlled = { value?: any; onChange: (next: any) => void };

export interface ControlledOptions {
  /** Fake timers with the clock at this time (a picker's "today"). */
  clock?: Date;
  /** Options of the user (`advanceTimers` under fake timers, `applyAccept: false` for a file input). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `Component` with `props`, its value starting at `initial` and following each onChange; `onChange`
 * is the spy that saw every change.
 */
export function renderControlled<P extends Controlled>(
  Component: ComponentType<P>,
  props: Omit<P, 'value' | 'onChange'>,
  initial: P['value'],
  { clock, userOptions }: ControlledOptions = {},
) {
  type Value = Parameters<P['onChange']>[0];
  const onChange = vi.fn<(next: Value) => void>();
  function Harness() {
    const [value, setValue] = useState<Value>(initial);
    const change = (next: Value) => {
      setValue(next);
      onChange(next);
    };
    return <Component {...(props as P)} value={value} onChange={change} />;
  }
  const user: UserEvent = clock ? startFixedClock(clock) : userEvent.setup(userOptions);
  return { ...renderUi(<Harness />), user, onChange };
}
