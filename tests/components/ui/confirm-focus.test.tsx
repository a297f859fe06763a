// WCAG 2.4.3: a confirmed action whose button leaves with its row (a cancelled order leaving the pending list,
// spec §4) gives the focus to the page's heading, not to <body>; a button that stays gets it back.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { renderUi } from '../../test-utils/render';

/** A page with a heading and one pending order whose Cancel takes the row away, or leaves it (`stays`). */
function PendingOrders({ stays }: { stays: boolean }) {
  const [pending, setPending] = useState(true);
  return (
    <main>
      <h1>Orders</h1>
      {pending ? (
        <ConfirmButton
          label="Cancel order"
          question="Cancel it?"
          onConfirm={async () => {
            if (!stays) setPending(false);
          }}
          describeError={String}
        />
      ) : (
        <p>No pending orders</p>
      )}
    </main>
  );
}

async function confirmByKeyboard() {
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Cancel order' });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('ConfirmButton: where the focus goes after the action', () => {
  it("to the page's heading when the row went with the button", async () => {
    renderUi(<PendingOrders stays={false} />);
    await confirmByKeyboard();
    await screen.findByText('No pending orders');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Orders' })).toHaveFocus());
  });

  it('back to the button when it is still there', async () => {
    renderUi(<PendingOrders stays />);
    await confirmByKeyboard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus());
  });
});
