// ui schemas of the fields several assets forms share (coin, address, memo, fiat).
import type { UiSchema } from '@rjsf/utils';

const ns = 'assets:fields';

/** An upper-case coin code (the contract's ^[A-Z0-9]{1,20}$). */
export const coinUi: UiSchema = {
  'ui:title': `${ns}.coin`,
  'ui:placeholder': `${ns}.coinPlaceholder`,
  'ui:widget': 'smartText',
  'ui:options': { stripSpaces: true, maxLength: 20 },
  'ui:errorMessages': { pattern: `${ns}.coinInvalid` },
};

/** A lower-case fiat code (the contract's ^[a-z]{3}$). */
export const fiatUi: UiSchema = {
  'ui:title': `${ns}.fiat`,
  'ui:placeholder': `${ns}.fiatPlaceholder`,
  'ui:widget': 'smartText',
  'ui:options': { stripSpaces: true, maxLength: 3 },
  'ui:errorMessages': { pattern: `${ns}.fiatInvalid` },
};

/**
 * A blockchain address, at most 200 characters. A space is never removed behind the user's back (a
 * rewritten address is another address): the contract's no-space pattern refuses it with a message.
 */
export const addressUi: UiSchema = {
  'ui:title': `${ns}.address`,
  'ui:widget': 'smartText',
  'ui:options': { maxLength: 200 },
  'ui:errorMessages': { pattern: `${ns}.addressInvalid` },
};

/** Spec §3 "tag (memo)": only some coins need one. */
export const tagUi: UiSchema = {
  'ui:title': `${ns}.tag`,
  'ui:help': `${ns}.tagHelp`,
  'ui:widget': 'smartText',
  'ui:options': { stripSpaces: true, maxLength: 100 },
};
