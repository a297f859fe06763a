import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import {
  GALLERY_TRANSFER_CONFIG,
  GALLERY_TRANSFER_SENDER,
  internalTransferForm,
} from '@schemas/assets/internal-transfer';
import { paymentMethodFormFor } from '@schemas/assets/payment-method';
import { renderInLanguage } from '../../test-utils/render';

// A chosen radio group is not what is missing: the field the choice requires names itself (spec §4
// internal transfer by phone; the Alipay receiving account's QR code).

async function submitTransferByPhone(language: 'en_US' | 'zh_CN') {
  const form = internalTransferForm(GALLERY_TRANSFER_SENDER, GALLERY_TRANSFER_CONFIG, [], 'phone');
  await renderInLanguage(
    <SchemaForm
      form={form}
      formData={{ mode: 'phone', symbol: 'USDT', account: '13800138001', amount: '5' } as never}
      onSubmit={() => Promise.resolve()}
      submitLabel="Go"
      keepDraft={false}
    />,
    language,
  );
  await userEvent.setup().click(screen.getByTestId('internalTransfer-submit'));
}

describe('a missing field of the chosen branch is named, the radio group is not blamed', () => {
  it('transfer by phone without a calling code', async () => {
    await submitTransferByPhone('en_US');
    expect(await screen.findByText('Country calling code is required')).toBeVisible();
    expect(
      within(screen.getByTestId('internalTransfer_mode')).queryByText('Choose one of the options'),
    ).toBeNull();
  });

  it('in Chinese', async () => {
    await submitTransferByPhone('zh_CN');
    expect(await screen.findByText(/^请填写.+/)).toBeVisible();
    expect(screen.queryByText('请从选项中选择')).toBeNull();
  });

  it('Alipay without a QR code file', async () => {
    await renderInLanguage(
      <SchemaForm
        form={paymentMethodFormFor([])}
        formData={{ payType: 'alipay', realName: 'Emily Carter', account: 'emily@example.com' } as never}
        onSubmit={() => Promise.resolve()}
        submitLabel="Go"
        keepDraft={false}
      />,
      'en_US',
    );
    await userEvent.setup().click(screen.getByTestId('paymentMethod-submit'));
    expect(await screen.findByText('Payment QR code is required')).toBeVisible();
    expect(screen.queryByText('Choose one of the options')).toBeNull();
  });
});
