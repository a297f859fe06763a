// rjsf's own UI strings (array buttons, "unsupported field", …) through i18next: forms:rjsf.<EnumMemberName>.
// A string with no key in forms.json falls back to rjsf's English text.
import type { Registry } from '@rjsf/utils';
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import type { Translate } from './error-messages';

const MEMBER_NAME_BY_VALUE = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, value]) => [value, name]),
);

export function createTranslateString(t: Translate): Registry['translateString'] {
  return (stringKey, params) => {
    const name = MEMBER_NAME_BY_VALUE.get(stringKey);
    if (!name) return englishStringTranslator(stringKey, params);
    return replaceStringParameters(t(`forms:rjsf.${name}`, { defaultValue: stringKey }), params);
  };
}
