import { describe, expect, it } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import {
  GALLERY_TRANSFER_CONFIG,
  GALLERY_TRANSFER_SENDER,
  internalTransferForm,
} from '@schemas/assets/internal-transfer';
import { renderUi } from '../../test-utils/render';

// The codes of the user's security methods are required by customValidate (one schema for every user);
// each shows the asterisk a schema-required field shows.
describe('required code fields are marked required', () => {
  it('the SMS and email codes of a transfer carry the required mark', () => {
    const form = internalTransferForm(GALLERY_TRANSFER_SENDER, GALLERY_TRANSFER_CONFIG, ['sms', 'email']);
    renderUi(
      <SchemaForm form={form} onSubmit={() => Promise.resolve()} submitLabel="Go" keepDraft={false} />,
    );
    const sms = document.getElementById('internalTransfer_smsValidCode');
    expect(sms).toBeRequired();
    const label = document.querySelector('label[for="internalTransfer_smsValidCode"]');
    expect(label?.textContent).toMatch(/\*$/);
    expect(document.getElementById('internalTransfer_emailValidCode')).toBeRequired();
  });
});
