// WCAG 2.4.3: a step that takes the place of the control the focus was on takes the focus (useFocusOnShow);
// a stepper whose step changes moves the focus to the step in progress (useFocusOnStepChange); neither moves
// the focus when the page first shows them.
import { Button, Modal, Stepper, Title } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusOnShow, useFocusOnStepChange, useReturnFocusOnUnmount } from '@/ui/use-focus-on-show';
import { renderUi } from '../../test-utils/render';

function ShownStep({ when }: { when?: boolean }) {
  const heading = useFocusOnShow<HTMLHeadingElement>(when);
  return (
    <Title order={2} ref={heading} tabIndex={-1}>
      The order
    </Title>
  );
}

/** A button replaced by the step it opens, as the review's Confirm is by the order placed. */
function ButtonThenStep({ when }: { when?: boolean }) {
  const [open, setOpen] = useState(false);
  return open ? <ShownStep when={when} /> : <Button onClick={() => setOpen(true)}>Place order</Button>;
}

function Wizard() {
  const steps = ['account', 'code', 'password'] as const;
  const [at, setAt] = useState(0);
  const container = useFocusOnStepChange<HTMLDivElement>(steps[at] ?? 'account');
  return (
    <div ref={container}>
      <Stepper active={at} allowNextStepsSelect={false}>
        {steps.map((step) => (
          <Stepper.Step key={step} label={step} />
        ))}
      </Stepper>
      <Button onClick={() => setAt((index) => index + 1)}>Next</Button>
    </div>
  );
}

describe('useFocusOnShow', () => {
  it('the step that replaced the pressed button has the focus', async () => {
    renderUi(<ButtonThenStep />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('heading', { name: 'The order' })).toHaveFocus();
  });

  it('with `when` false it leaves the focus where it is', async () => {
    renderUi(<ButtonThenStep when={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('heading', { name: 'The order' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});

describe('useFocusOnStepChange', () => {
  it('leaves the focus alone on the first render, then moves it to each step put in progress', async () => {
    renderUi(<Wizard />);
    expect(document.body).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /code/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /password/ })).toHaveFocus();
  });
});

/** A dialog mounted opened and unmounted to close, as the OTC take-ad dialog is. */
function MountedOpened({ onClose }: { onClose: () => void }) {
  useReturnFocusOnUnmount();
  return (
    <Modal opened onClose={onClose} title="Buy USDT">
      <Button onClick={onClose}>Done</Button>
    </Modal>
  );
}

function OpensDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Take ad</Button>
      {open && <MountedOpened onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useReturnFocusOnUnmount', () => {
  it('a dialog mounted opened gives the focus back to its opener once closed by its own button', async () => {
    renderUi(<OpensDialog />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Take ad' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Take ad' })).toHaveFocus();
  });
});
