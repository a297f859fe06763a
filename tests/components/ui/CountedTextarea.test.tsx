import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountedTextarea } from '@/ui/CountedTextarea';
import { renderControlled } from '../../test-utils/render-controlled';

const note = (limits: { maxLength?: number; showCount?: boolean } = {}) => ({
  id: 'note',
  label: 'Note',
  ...limits,
});
const box = () => screen.getByRole('textbox', { name: 'Note' });

describe('spec §5 a textarea truncates at its max and may show n/max', () => {
  it('cuts what is typed at the max', async () => {
    const { user, onChange } = renderControlled(CountedTextarea, note({ maxLength: 5 }), '');
    await user.type(box(), 'abcdefgh');
    expect(box()).toHaveValue('abcde');
    expect(onChange).toHaveBeenLastCalledWith('abcde');
  });

  it('cuts a paste at the max, counting an emoji as one character', async () => {
    const { user } = renderControlled(CountedTextarea, note({ maxLength: 4, showCount: true }), '');
    await user.click(box());
    await user.paste('ab😀cdef');
    expect(box()).toHaveValue('ab😀c');
    expect(screen.getByTestId('note-count')).toHaveTextContent('4/4');
  });

  it('shows n/max as the user types', async () => {
    const { user } = renderControlled(CountedTextarea, note({ maxLength: 10, showCount: true }), '');
    expect(screen.getByTestId('note-count')).toHaveTextContent('0/10');
    await user.type(box(), 'hello');
    expect(screen.getByTestId('note-count')).toHaveTextContent('5/10');
  });

  it('shows no counter unless asked, and does not cut without a max', async () => {
    const { user } = renderControlled(CountedTextarea, note(), '');
    await user.type(box(), 'a long note without a limit');
    expect(box()).toHaveValue('a long note without a limit');
    expect(screen.queryByTestId('note-count')).not.toBeInTheDocument();
  });
});
