// Every dialog's close control is named in the page's language, and a dialog opens with the focus on its
// title (src/app/providers.tsx dialogTheme), shown here on the shared confirmation dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Language } from '@/i18n';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { renderInLanguage } from '../../test-utils/render';

const CLOSE: Record<Language, string> = { en_US: 'Close', zh_CN: '关闭' };

describe.each(Object.entries(CLOSE) as [Language, string][])('dialogs in %s', (language, close) => {
  it('name their close control and take the focus to their title', async () => {
    await renderInLanguage(
      <ConfirmButton
        label="Cancel order"
        question="Cancel it?"
        onConfirm={async () => {}}
        describeError={String}
      />,
      language,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: close }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cancel order' })).toHaveFocus());
  });
});
