// The build leaves out of rjsf what no form of ours reaches (scripts/lib/rjsf-trim-plugin.mjs): registry entries
// our theme replaces or no ui schema names, and the `$ref`/`$id` resolver and `allOf` merger. These hold every
// form of schemas/index.ts to that, so a form that starts needing one of them fails here, not in production.
import { readFileSync } from 'node:fs';
import { hasWidget, type RegistryWidgetsType, type UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { mantineTheme } from '@/forms/theme';
import { FORMS } from '@schemas/index';
import { LEFT_OUT, leaveOut, REPLACED_BY_THEME } from '../../../scripts/lib/rjsf-trim-plugin.mjs';

const registryList = (list: keyof typeof LEFT_OUT) =>
  readFileSync(`node_modules/@rjsf/core/lib/components/${list}/index.js`, 'utf8');

/** The names a registry list's `return { ... }` gives (`Name: Component,` or `Name,`). */
const namesIn = (code: string) =>
  [...(/return \{([^}]*)\}/.exec(code)?.[1] ?? '').matchAll(/^\s*(\w+)(?::|,)/gm)].map(
    (match) => match[1] ?? '',
  );

/** The local names a module imports by default (`import Name from "..."`). */
const importsIn = (code: string) => [...code.matchAll(/^import (\w+) from/gm)].map((match) => match[1] ?? '');

/** Every value of `key` in a ui schema, at any depth (nested objects, array items). */
function uiValues(uiSchema: unknown, key: string): string[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  return Object.entries(uiSchema).flatMap(([name, value]) =>
    name === key && typeof value === 'string' ? [value] : uiValues(value, key),
  );
}

/** The keywords of a schema, at any depth, among `keywords`. */
function keywordsIn(schema: unknown, keywords: string[]): string[] {
  if (!schema || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([name, value]) => [
    ...(keywords.includes(name) ? [name] : []),
    ...keywordsIn(value, keywords),
  ]);
}

const UNSUPPORTED_KEYWORDS = ['$ref', '$id', 'allOf'];

describe('leaving entries out of an rjsf registry list', () => {
  it.each(Object.keys(LEFT_OUT) as (keyof typeof LEFT_OUT)[])(
    'leaves out of %s only the names listed, with the imports only they used',
    (list) => {
      const code = registryList(list);
      const trimmed = leaveOut(code, LEFT_OUT[list]);
      const before = namesIn(code);
      expect(before).toEqual(expect.arrayContaining(LEFT_OUT[list]));
      expect(namesIn(trimmed)).toEqual(before.filter((name) => !LEFT_OUT[list].includes(name)));
      const body = trimmed.replace(/^import .*$/gm, '');
      for (const local of importsIn(trimmed))
        expect(body, `${local} is imported but unused`).toMatch(new RegExp(`\\b${local}\\b`));
      expect(importsIn(trimmed).length).toBeLessThan(importsIn(code).length);
    },
  );

  it('fails on a name the list does not have (an rjsf release that renamed it)', () => {
    expect(() => leaveOut(registryList('widgets'), ['NoSuchWidget'])).toThrow(/NoSuchWidget/);
  });
});

describe('what the build leaves out of rjsf, no form reaches', () => {
  const kept = {
    widgets: new Set([
      ...Object.keys(mantineTheme.widgets ?? {}),
      ...namesIn(leaveOut(registryList('widgets'), LEFT_OUT.widgets)),
    ]),
    fields: new Set([
      ...Object.keys(mantineTheme.fields ?? {}),
      ...namesIn(leaveOut(registryList('fields'), LEFT_OUT.fields)),
    ]),
  };

  it.each([
    ...REPLACED_BY_THEME.widgets.map((name) => ['widget', name, mantineTheme.widgets] as const),
    ...REPLACED_BY_THEME.templates.map((name) => ['template', name, mantineTheme.templates] as const),
  ])('our theme has its own %s %s, left out of rjsf as replaced', (_kind, name, ours) => {
    expect(Object.keys(ours ?? {})).toContain(name);
  });

  const keptWidgets: RegistryWidgetsType = Object.fromEntries(
    [...kept.widgets].map((name) => [name, () => null]),
  );
  /** rjsf finds a widget for `name` (a registered name, or its alias such as 'checkbox') for some type. */
  const reachable = (name: string) =>
    (['string', 'number', 'integer', 'boolean', 'array'] as const).some((type) =>
      hasWidget({ type }, name, keptWidgets),
    );

  it.each(FORMS.map((form) => [form.id, form] as const))(
    '%s names only widgets and fields the build keeps',
    (_id, form) => {
      const uiSchema = form.uiSchema as UiSchema | undefined;
      for (const widget of uiValues(uiSchema, 'ui:widget')) expect(reachable(widget), widget).toBe(true);
      for (const field of uiValues(uiSchema, 'ui:field')) expect(kept.fields).toContain(field);
    },
  );

  it.each(FORMS.map((form) => [form.id, form] as const))('%s has no $ref, $id or allOf', (_id, form) => {
    expect(keywordsIn(form.schema, UNSUPPORTED_KEYWORDS)).toEqual([]);
  });

  it('would notice a form that named a widget left out, or used allOf', () => {
    expect(reachable('radio')).toBe(false);
    expect(reachable('checkbox')).toBe(true);
    expect(uiValues({ a: { items: { 'ui:widget': 'RadioWidget' } } }, 'ui:widget')).toEqual(['RadioWidget']);
    expect(keywordsIn({ properties: { a: { allOf: [{ $ref: '#/x' }] } } }, UNSUPPORTED_KEYWORDS)).toEqual([
      'allOf',
      '$ref',
    ]);
  });
});
