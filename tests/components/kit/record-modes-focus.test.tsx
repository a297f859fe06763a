import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRecordModes } from '@/kit/records/use-record-modes';
import { renderUi } from '../../test-utils/render';
import { expectPoliteNews } from '../../test-utils/a11y';

// WCAG 2.4.3, 4.1.3: a record screen's form gives way to the list again (a save, Cancel, a delete) and the
// focus, which left with the form, goes to the control that opened it, else to the page's heading; a save is
// said in the polite region.

interface Card {
  id: number;
  name: string;
}

const listKey = () => ['POST', '/cards'] as const;
const MAX = 3;

/** A record screen as the bank cards one is drawn: heading, Add (disabled when full), rows, the form. */
function CardsScreen() {
  const modes = useRecordModes<Card>(listKey);
  const [cards, setCards] = useState<Card[]>([
    { id: 1, name: 'SGD' },
    { id: 2, name: 'EUR' },
  ]);
  const { mode } = modes;
  let body;
  if (mode.kind === 'add' || mode.kind === 'edit')
    body = (
      <div>
        <h2>{mode.kind === 'add' ? 'New card' : `Edit ${mode.record.name}`}</h2>
        <button type="button" onClick={modes.showList}>
          Cancel
        </button>
        <button
          type="button"
          onClick={async () => {
            if (mode.kind === 'add') setCards((now) => [...now, { id: now.length + 1, name: 'USD' }]);
            await modes.saved();
          }}
        >
          Save
        </button>
      </div>
    );
  else
    body = (
      <div>
        <button type="button" disabled={cards.length >= MAX} onClick={modes.showAdd}>
          Add card
        </button>
        {cards.map((card) => (
          <div key={card.id}>
            {card.name}
            <button type="button" onClick={() => modes.showEdit(card)}>
              Edit
            </button>
            <button
              type="button"
              onClick={async () => {
                setCards((now) => now.filter((other) => other.id !== card.id));
                await modes.refresh();
              }}
            >
              Delete {card.name}
            </button>
          </div>
        ))}
      </div>
    );
  return (
    <main>
      <h1>Bank cards</h1>
      {body}
    </main>
  );
}

const AT_BANK_CARDS = { route: '/en_US/personal/bindBankCard' };

describe('useRecordModes: the focus after the form gives way to the list', () => {
  it('Cancel from the add form gives it back to Add', async () => {
    const user = userEvent.setup();
    renderUi(<CardsScreen />, AT_BANK_CARDS);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add card' })).toHaveFocus());
  });

  it('a save from the second record Edit gives it back to that Edit, and is said politely', async () => {
    const user = userEvent.setup();
    renderUi(<CardsScreen />, AT_BANK_CARDS);
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    expect(await screen.findByRole('heading', { name: 'Edit EUR' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Edit' })[1]).toHaveFocus());
    await expectPoliteNews('Saved. The list is up to date.');
  });

  it('a save that fills the list (Add now disabled) gives it to the page heading', async () => {
    const user = userEvent.setup();
    renderUi(<CardsScreen />, AT_BANK_CARDS);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bank cards', level: 1 })).toHaveFocus());
  });

  it('a delete that takes its row (and the focused button) away gives it to the page heading', async () => {
    const user = userEvent.setup();
    renderUi(<CardsScreen />, AT_BANK_CARDS);
    await user.click(screen.getByRole('button', { name: 'Delete EUR' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete EUR' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bank cards', level: 1 })).toHaveFocus());
  });
});
