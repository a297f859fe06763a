import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { renderUi } from '../../test-utils/render';

interface Data {
  share?: number;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: { share: { type: 'integer', minimum: 0, maximum: 100 } },
};
const uiSchema: UiSchema<Data> = { share: { 'ui:widget': 'slider', 'ui:title': 'pickers:label.percent' } };

function renderSlider(formData: Data) {
  const onSubmit = vi.fn(() => Promise.resolve());
  renderUi(
    <SchemaForm<Data>
      form={{ id: 'split', schema, uiSchema }}
      formData={formData}
      onSubmit={onSubmit}
      submitLabel="Save"
      keepDraft={false}
    />,
  );
  return { user: userEvent.setup(), onSubmit, thumb: screen.getByRole('slider', { name: 'Percentage' }) };
}

describe('spec §5, §9 slider widget (ui:widget slider) in SchemaForm', () => {
  it('shows an out-of-range value clamped to 100', () => {
    const { thumb } = renderSlider({ share: 150 });
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('split_share-value')).toHaveTextContent('100%');
  });

  it('submits the value set from the keyboard, within 0–100', async () => {
    const { user, thumb, onSubmit } = renderSlider({ share: 50 });
    thumb.focus();
    await user.keyboard('{End}{ArrowRight}');
    await user.click(screen.getByTestId('split-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ share: 100 });
  });
});
