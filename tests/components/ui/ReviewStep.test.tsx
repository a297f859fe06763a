import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewStep } from '@/ui/ReviewStep';
import { renderUi } from '../../test-utils/render';
import { findRefusal } from '../../test-utils/screen-kit';

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
