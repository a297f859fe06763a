// Spec §4 ("guarded against double clicks while pending", "disabled buttons ignore clicks"): a money action
// is sent once. The shared guard (src/ui/use-single-flight.ts) behind SchemaForm, ConfirmButton and
// ActionButton, driven through a generated mutation against the stubbed fetch: however often the user
// submits while the request is out, the endpoint is called once; once it has settled, the next submit goes.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCancelOrder } from '@generated/hooks/trade/trade';
import { describeApiError } from '@/api/describe-error';
import { SchemaForm } from '@/forms/SchemaForm';
import { applyLanguage } from '@/i18n';
import { ActionButton } from '@/ui/ActionButton';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { contractExample } from '../../test-utils/contract-examples';
import { holdAnswers, type MockAnswer, mockApi } from '../../test-utils/mock-api';
import { renderUi } from '../../test-utils/render';
import { findRefusal } from '../../test-utils/screen-kit';

const CANCEL = '/order/cancel';
const ORDER_ID = '1834928817462391';
const SUCCESS: MockAnswer = { body: contractExample('trade', 'success') };
const FAILED: MockAnswer = { body: contractExample('trade', 'orderCancelFailed') };

interface CancelData {
  symbol?: string;
}
const schema: RJSFSchema = {
  type: 'object',
  required: ['symbol'],
  properties: { symbol: { type: 'string' } },
};
const uiSchema: UiSchema<CancelData> = { symbol: { 'ui:title': 'trade:orders.pair' } };

/** A form whose submit is the generated cancelOrder mutation, as the money screens pass theirs. */
function CancelForm() {
  const cancel = useCancelOrder();
  return (
    <SchemaForm<CancelData>
      form={{ id: 'cancel', schema, uiSchema }}
      formData={{ symbol: 'btcusdt' }}
      keepDraft={false}
      submitLabel="Cancel order"
      onSubmit={(data) => cancel.mutateAsync({ data: { orderId: ORDER_ID, symbol: data.symbol ?? '' } })}
    />
  );
}

function CancelDialog() {
  const cancel = useCancelOrder();
  return (
    <ConfirmButton
      label="Cancel order"
      question="Cancel this order?"
      onConfirm={() => cancel.mutateAsync({ data: { orderId: ORDER_ID, symbol: 'btcusdt' } })}
      describeError={(failure) => describeApiError(failure, (key) => key)}
    />
  );
}

function CancelAction() {
  const cancel = useCancelOrder();
  return (
    <ActionButton
      data-testid="cancel-action"
      onClick={() => cancel.mutateAsync({ data: { orderId: ORDER_ID, symbol: 'btcusdt' } }).catch(() => {})}
    >
      Cancel order
    </ActionButton>
  );
}

let answers: Record<string, MockAnswer>;
let fetchMock: ReturnType<typeof mockApi>;
const cancelCalls = () =>
  fetchMock.mock.calls.filter(([input]) =>
    new URL(String(input), 'http://localhost').pathname.endsWith(CANCEL),
  ).length;
// Local helper (why): clicks on a busy (disabled) button are attempted anyway: that is the case under test.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(async () => {
  await applyLanguage('en_US');
  answers = { [CANCEL]: SUCCESS };
  fetchMock = mockApi(answers);
});

describe('spec §4 SchemaForm: a submit is sent once', () => {
  const submit = () => screen.getByTestId('cancel-submit');
  // The request was made and has settled: the button is ready again.
  const idle = async () => {
    await waitFor(() => expect(cancelCalls()).toBeGreaterThan(0));
    await waitFor(() => expect(submit()).toBeEnabled());
  };

  it('a double click calls the endpoint once', async () => {
    renderUi(<CancelForm />);
    const held = holdAnswers(fetchMock, CANCEL);
    await setupUser().dblClick(submit());
    await waitFor(() => expect(held.calls()).toBe(1));
    await act(async () => held.release());
    await idle();
    expect(cancelCalls()).toBe(1);
  });

  it('Enter pressed twice in a field calls the endpoint once', async () => {
    renderUi(<CancelForm />);
    const held = holdAnswers(fetchMock, CANCEL);
    await setupUser().type(screen.getByLabelText(/^Pair/), '{Enter}{Enter}');
    await waitFor(() => expect(held.calls()).toBe(1));
    await act(async () => held.release());
    await idle();
    expect(cancelCalls()).toBe(1);
  });

  it('two submits in one tick, before React re-renders the button busy, call the endpoint once', async () => {
    renderUi(<CancelForm />);
    const form = document.getElementById('cancel') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await idle();
    expect(cancelCalls()).toBe(1);
  });

  it('clicks and Enter while the request is pending are ignored; after success the next submit is sent', async () => {
    renderUi(<CancelForm />);
    const held = holdAnswers(fetchMock, CANCEL);
    const user = setupUser();
    await user.click(submit());
    await waitFor(() => expect(held.calls()).toBe(1));
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    fireEvent.click(submit());
    fireEvent.submit(document.getElementById('cancel') as HTMLFormElement);
    await user.type(screen.getByLabelText(/^Pair/), '{Enter}');
    expect(held.calls()).toBe(1);

    await act(async () => held.release());
    await idle();
    expect(cancelCalls()).toBe(1);
    await user.click(submit());
    await waitFor(() => expect(cancelCalls()).toBe(2));
  });

  it('after a failed request the error shows and the next submit is sent', async () => {
    answers[CANCEL] = FAILED;
    renderUi(<CancelForm />);
    const user = setupUser();
    await user.click(submit());
    expect(await screen.findByTestId('cancel-server-error')).toHaveTextContent(
      'Cancellation failed, please try again.',
    );
    expect(cancelCalls()).toBe(1);
    answers[CANCEL] = SUCCESS;
    await user.click(submit());
    await waitFor(() => expect(screen.queryByTestId('cancel-server-error')).not.toBeInTheDocument());
    await idle();
    expect(cancelCalls()).toBe(2);
  });
});

describe('spec §4 ConfirmButton: a confirmed action is sent once', () => {
  const openDialog = async (user: ReturnType<typeof setupUser>) => {
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    return screen.findByRole('button', { name: 'Confirm' });
  };

  it('a double click on Confirm calls the endpoint once and closes the dialog', async () => {
    renderUi(<CancelDialog />);
    const user = setupUser();
    const held = holdAnswers(fetchMock, CANCEL);
    await user.dblClick(await openDialog(user));
    await waitFor(() => expect(held.calls()).toBe(1));
    await act(async () => held.release());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelCalls()).toBe(1);
  });

  it('two clicks in one tick call the endpoint once', async () => {
    renderUi(<CancelDialog />);
    const confirm = await openDialog(setupUser());
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelCalls()).toBe(1);
  });

  it('a click while pending is ignored; after a failure Confirm sends again, after success the next one too', async () => {
    answers[CANCEL] = FAILED;
    renderUi(<CancelDialog />);
    const user = setupUser();
    const held = holdAnswers(fetchMock, CANCEL);
    const confirm = await openDialog(user);
    await user.click(confirm);
    await waitFor(() => expect(held.calls()).toBe(1));
    await user.click(confirm);
    fireEvent.click(confirm);
    expect(held.calls()).toBe(1);

    await act(async () => held.release());
    expect(await findRefusal()).toHaveTextContent('Cancellation failed, please try again.');
    answers[CANCEL] = SUCCESS;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelCalls()).toBe(2);
    await user.click(await openDialog(user));
    await waitFor(() => expect(cancelCalls()).toBe(3));
  });
});

describe('spec §4 ActionButton: a button action is sent once', () => {
  const button = () => screen.getByTestId('cancel-action');

  it('a double click, two clicks in one tick and clicks while pending call the endpoint once; then it sends again', async () => {
    renderUi(<CancelAction />);
    const user = setupUser();
    const held = holdAnswers(fetchMock, CANCEL);
    act(() => {
      button().click();
      button().click();
    });
    await user.dblClick(button());
    fireEvent.click(button());
    await waitFor(() => expect(held.calls()).toBe(1));
    expect(button()).toHaveAttribute('aria-busy', 'true');

    await act(async () => held.release());
    await waitFor(() => expect(button()).toBeEnabled());
    expect(cancelCalls()).toBe(1);
    await user.click(button());
    await waitFor(() => expect(cancelCalls()).toBe(2));
  });

  it('after a failed request the next click is sent', async () => {
    answers[CANCEL] = FAILED;
    renderUi(<CancelAction />);
    const user = setupUser();
    await user.click(button());
    await waitFor(() => expect(cancelCalls()).toBe(1));
    await waitFor(() => expect(button()).toBeEnabled());
    await user.click(button());
    await waitFor(() => expect(cancelCalls()).toBe(2));
  });
});
