import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountedTextarea } from '@/ui/CountedTextarea';
import { renderUi } from '../../test-utils/render';

function Harness(props: { maxLength?: number; showCount?: boolean; onValue: (v: string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <CountedTextarea
      id="note"
      label="Note"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function setup(props: { maxLength?: number; showCount?: boolean } = {}) {
  const onValue = vi.fn();
  renderUi(<Harness {...props} onValue={onValue} />);
  return { onValue, user: userEvent.setup(), box: () => screen.getByRole('textbox', { name: 'Note' }) };
}

describe('spec §5 a textarea truncates at its max and may show n/max', () => {
  it('cuts what is typed at the max', async () => {
    const { user, box, onValue } = setup({ maxLength: 5 });
    await user.type(box(), 'abcdefgh');
    expect(box()).toHaveValue('abcde');
    expect(onValue).toHaveBeenLastCalledWith('abcde');
  });

  it('cuts a paste at the max, counting an emoji as one character', async () => {
    const { user, box } = setup({ maxLength: 4, showCount: true });
    await user.click(box());
    await user.paste('ab😀cdef');
    expect(box()).toHaveValue('ab😀c');
    expect(screen.getByTestId('note-count')).toHaveTextContent('4/4');
  });

  it('shows n/max as the user types', async () => {
    const { user, box } = setup({ maxLength: 10, showCount: true });
    expect(screen.getByTestId('note-count')).toHaveTextContent('0/10');
    await user.type(box(), 'hello');
    expect(screen.getByTestId('note-count')).toHaveTextContent('5/10');
  });

  it('shows no counter unless asked, and does not cut without a max', async () => {
    const { user, box } = setup();
    await user.type(box(), 'a long note without a limit');
    expect(box()).toHaveValue('a long note without a limit');
    expect(screen.queryByTestId('note-count')).not.toBeInTheDocument();
  });
});
