import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyValueButton } from '@/ui/CopyValueButton';
import { renderUi } from '../../test-utils/render';

describe('CopyValueButton: says what happened beside it', () => {
  it('says the value was copied, and puts it on the clipboard', async () => {
    const user = userEvent.setup();
    renderUi(<CopyValueButton value="6222 0212 3456" label="Account number" />);
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account number copied');
    expect(await navigator.clipboard.readText()).toBe('6222 0212 3456');
  });

  it('says copying failed when neither the clipboard nor the fallback works', async () => {
    const user = userEvent.setup();
    renderUi(<CopyValueButton value="x" label="Payee" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Payee' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy. Select the text and copy it yourself.',
    );
  });
});
