import { asGenericForm, type FormDefinition } from '../form-definition';
import { addressTrustForm } from './address-trust';
import { bankCardForm } from './bank-card';
import { fiatDepositForm } from './fiat-deposit';
import { fiatDepositConfirmForm } from './fiat-deposit-confirm';
import { identityCheckForm } from './identity-check';
import { GALLERY_TRANSFER_CONFIG, GALLERY_TRANSFER_SENDER, internalTransferForm } from './internal-transfer';
import { GALLERY_INVESTMENT, investmentSubscriptionForm } from './investment-subscription';
import { paymentMethodForm } from './payment-method';
import { upiDepositForm } from './upi-deposit';
import { withdrawAddressForm } from './withdraw-address';
import { GALLERY_WITHDRAWAL_LIMITS, withdrawalForm } from './withdrawal';

/**
 * The assets forms, in the order the forms gallery lists them. The forms whose rules need server data
 * (limits, the sender, the balance) are built from fixed samples here; screens call the factories.
 */
export const assetsForms: FormDefinition[] = [
  asGenericForm(bankCardForm),
  asGenericForm(paymentMethodForm),
  asGenericForm(withdrawAddressForm),
  asGenericForm(addressTrustForm),
  asGenericForm(withdrawalForm(GALLERY_WITHDRAWAL_LIMITS)),
  asGenericForm(identityCheckForm),
  asGenericForm(internalTransferForm(GALLERY_TRANSFER_SENDER, GALLERY_TRANSFER_CONFIG)),
  asGenericForm(fiatDepositForm),
  asGenericForm(fiatDepositConfirmForm),
  asGenericForm(upiDepositForm),
  asGenericForm(investmentSubscriptionForm(GALLERY_INVESTMENT)),
];
