import type { FocusEventHandler, ReactNode } from 'react';

/** What one of our fields shows around its input (labels and errors already translated), and its states. */
export interface FieldFrameProps {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A field typed into: its frame and the input's focus events. */
export interface TypedFieldProps extends FieldFrameProps {
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}
