import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { ReviewStep } from '@/ui/ReviewStep';
import { renderUi } from '../../test-utils/render';
import { findRefusal } from '../../test-utils/screen-kit';

// Local wrapper (why): the one review (two rows, Back spy) both cases confirm or leave; only onConfirm varies.
function renderReview(onConfirm: () => Promise<unknown>) {
  const onBack = vi.fn();
  renderUi(
    <ReviewStep
      title="Check your order"
      rows={[
        { label: 'Amount', value: '1,234.5 CNY', testId: 'review-amount' },
        { label: 'Currency', value: 'CNY' },
      ]}
      confirmLabel="Place order"
      onConfirm={onConfirm}
      describeError={() => 'The order was not placed'}
      onBack={onBack}
    />,
  );
  return { onBack, user: userEvent.setup() };
}

describe('ReviewStep: what will be sent, then Back or Confirm (sent once)', () => {
  it('shows each row and sends once however often Confirm is pressed while pending', async () => {
    let settle: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { user } = renderReview(onConfirm);
    expect(screen.getByRole('rowheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByTestId('review-amount')).toHaveTextContent('1,234.5 CNY');
    const confirm = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    settle();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled());
  });

  it('keeps the review with the failure said, and Back leaves without sending', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('refused')));
    const { user, onBack } = renderReview(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await findRefusal()).toHaveTextContent('The order was not placed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

// Two fields with labels from the deposit screens.
const AMOUNT = 'deposit:fiat.amount';
const UPI = 'deposit:upi.upiAccount';

interface Order {
  amount?: string;
  note?: string;
}

/** A screen as the money flows draw it: the form, or in its place the review of what it checked. */
function FormThenReview() {
  const [typed, setTyped] = useState<Order>({});
  const [reviewing, setReviewing] = useState(false);
  return (
    <div>
      {reviewing ? (
        <ReviewStep
          title="Check your order"
          rows={[{ label: 'Amount', value: typed.amount ?? '' }]}
          confirmLabel="Place order"
          onConfirm={() => Promise.resolve()}
          describeError={() => 'refused'}
          onBack={() => setReviewing(false)}
        />
      ) : (
        <SchemaForm<Order>
          form={{
            id: 'order',
            schema: { type: 'object', properties: { amount: { type: 'string' }, note: { type: 'string' } } },
            uiSchema: { amount: { 'ui:title': AMOUNT }, note: { 'ui:title': UPI } },
          }}
          formData={typed}
          keepDraft={false}
          submitLabel="Continue"
          onChange={setTyped}
          onSubmit={async (data) => {
            setTyped(data);
            setReviewing(true);
          }}
        />
      )}
    </div>
  );
}

describe('WCAG 2.4.3: Back from a review gives the focus to the submit button that opened it', () => {
  it('the review takes the focus on its title; Back puts it on the form submit button, with what was typed', async () => {
    renderUi(<FormThenReview />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount to transfer'), '125.5');
    await user.type(screen.getByLabelText('Paying UPI ID'), 'rent');
    await user.click(screen.getByTestId('order-submit'));
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const submit = await screen.findByTestId('order-submit');
    await vi.waitFor(() => expect(submit).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByLabelText('Amount to transfer')).toHaveValue('125.5');
    expect(screen.getByLabelText('Paying UPI ID')).toHaveValue('rent');
  });
});
