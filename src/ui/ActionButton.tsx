import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type SentOnceTask, useSingleFlight } from './use-single-flight';

export interface ActionButtonProps extends Omit<ButtonProps, 'loading' | 'onClick'> {
  /** The action, sent once (spec §4 "guarded against double clicks while pending"): clicks while its
   * promise is pending are ignored, so it must return the request's promise (`mutateAsync`, awaited) and
   * show its own failure (it should not reject). The button is busy until it settles. */
  onClick: SentOnceTask;
  children: ReactNode;
  'data-testid'?: string;
}

/** A button for an action that moves money or changes an account: one request per intent. */
export function ActionButton({ onClick, children, ...props }: ActionButtonProps) {
  const { run, pending } = useSingleFlight();
  return (
    <Button {...props} loading={pending} aria-busy={pending || undefined} onClick={() => void run(onClick)}>
      {children}
    </Button>
  );
}
