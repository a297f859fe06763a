import { useMemo, useState } from 'react';
import { RecordFormCard, type RecordFormProps } from '@/kit/records/RecordFormCard';
import { type BankCardFormData, bankCardForm } from '@schemas/assets/bank-card';
import { BankPicker } from './BankPicker';
import { useFiat } from '@/api/session/use-fiat';
import { fiatRule } from './bank-card-rules';

export interface BankCardFormProps extends RecordFormProps<BankCardFormData> {
  /** The fiats other cards are bound to: refused here (spec §5 "each fiat binds one card"). */
  takenFiats: readonly string[];
  /** Editing keeps the card's fiat. */
  fiatFixed?: boolean;
}

/** Every field of spec §3 "Bank (fiat) account" (schemas/assets/bank-card.ts). */
export function BankCardForm(props: BankCardFormProps) {
  const { title, submitLabel, takenFiats, fiatFixed, submit, onCancel, adding } = props;
  const [initial, setInitial] = useState(props.initial);
  const [picks, setPicks] = useState(0);
  const { foldCoinList } = useFiat();
  const form = useMemo(
    () => ({
      ...bankCardForm,
      uiSchema: fiatFixed
        ? { ...bankCardForm.uiSchema, symbol: { ...bankCardForm.uiSchema.symbol, 'ui:readonly': true } }
        : bankCardForm.uiSchema,
      // An edited card keeps its fiat, listed or not.
      customValidate: fiatRule(fiatFixed ? [] : foldCoinList, takenFiats),
    }),
    [fiatFixed, takenFiats, foldCoinList],
  );
  return (
    <RecordFormCard<BankCardFormData>
      title={title}
      submitLabel={submitLabel}
      form={form}
      initial={initial}
      submit={submit}
      onCancel={onCancel}
      restart={picks}
      adding={adding}
      before={
        !fiatFixed && (
          <BankPicker
            onPick={(bank) => {
              // The form keeps its own data after mounting: a pick starts it again with the bank filled in.
              setInitial((current) => ({ ...current, ...bank }));
              setPicks((count) => count + 1);
            }}
          />
        )
      }
    />
  );
}
