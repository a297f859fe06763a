import type { AppPath } from '@/lib/app-paths';
import { StateNotice as UiStateNotice } from '@/ui/StateNotice';

/** Why a screen offers no form in the user's state (e.g. Google already bound), with where to go instead. */
export function StateNotice({ text, linkLabel, to }: { text: string; linkLabel: string; to: AppPath }) {
  return <UiStateNotice text={text} link={{ label: linkLabel, to }} testId="state-notice" />;
}
