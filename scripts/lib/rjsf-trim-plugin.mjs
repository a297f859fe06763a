// What of rjsf no form of ours reaches stays out of the bundle (docs/performance.md "What the app does for load
// speed"):
// - rjsf's Form starts its registry from every field, template and widget rjsf ships (@rjsf/core's
//   getDefaultRegistry), then lays the theme's over them, so every form's chunk carried rjsf's own HTML
//   widgets and layout fields. The entries of LEFT_OUT are taken out of rjsf's three registry lists.
// - rjsf resolves `$ref` and `$id` by URI (fast-uri) and merges `allOf` (@x0k/json-schema-merge). Our forms'
//   schemas use none of the three (tests/unit/forms/rjsf-trim.test.ts), so both are replaced by a module
//   that throws if a schema ever does.

/** Entries our theme (src/forms/theme) has its own of, under the same names: rjsf's are never rendered. */
export const REPLACED_BY_THEME = {
  widgets: ['TextWidget', 'PasswordWidget', 'CheckboxWidget', 'SelectWidget', 'TextareaWidget'],
  templates: [
    'ArrayFieldTemplate',
    'ArrayFieldItemTemplate',
    'BaseInputTemplate',
    'ErrorListTemplate',
    'FieldTemplate',
    'ObjectFieldTemplate',
  ],
};

/** The entries left out, by the registry list (a file of @rjsf/core/lib/components) they are in. */
export const LEFT_OUT = {
  // Reached only by naming them in ui:field; our forms name only the theme's fields.
  fields: ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
  widgets: [
    ...REPLACED_BY_THEME.widgets,
    // rjsf's unstyled choice, date, file and range inputs: every form shows ours, and a ui:widget naming
    // one of these fails loudly (rjsf: "No widget") instead of showing a plain HTML control.
    'AltDateWidget',
    'AltDateTimeWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateWidget',
    'DateTimeWidget',
    'FileWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'TimeWidget',
  ],
  templates: [
    ...REPLACED_BY_THEME.templates,
    // Rendered only by rjsf's own templates replaced above.
    'ArrayFieldDescriptionTemplate',
    'ArrayFieldItemButtonsTemplate',
    'ArrayFieldTitleTemplate',
    'WrapIfAdditionalTemplate',
    // Rendered only by LayoutGridField.
    'GridTemplate',
  ],
};

const REGISTRY_LIST =
  /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/](fields|widgets|templates)[\\/]index\.js$/;

/**
 * `code` (one of rjsf's registry lists: imports, then `return { Name: Component, Short, ... }`) without the
 * entries `names`, and without the imports nothing uses any more. Throws when a name is not there, so an
 * rjsf release that renames an entry fails the build rather than keeping it unnoticed.
 */
export function leaveOut(code, names) {
  let trimmed = code;
  for (const name of names) {
    const entry = new RegExp(`^[ \\t]*${name}(?:: [A-Za-z]+(?:\\(\\))?)?,[ \\t]*\\r?\\n`, 'm');
    if (!entry.test(trimmed)) throw new Error(`rjsf's registry has no entry ${name} to leave out`);
    trimmed = trimmed.replace(entry, '');
  }
  return trimmed.replace(/^import (\w+) from "[^"]+";\r?\n/gm, (line, local) =>
    new RegExp(`\\b${local}\\b`).test(trimmed.replace(line, '')) ? line : '',
  );
}

const unreached = (keywords) =>
  `() => { throw new Error('rjsf was built without support for ${keywords} (scripts/lib/rjsf-trim-plugin.mjs)'); }`;

/** rjsf's modules for keywords our schemas never use, and what stands in for each. */
const UNREACHED = {
  // @rjsf/utils's findSchemaDefinition calls it only for a `$ref` or an `$id`.
  '\0rjsf-no-uri': `const unreached = ${unreached('$ref and $id')};\nexport default { equal: unreached, resolve: unreached };\n`,
  // retrieveSchema and omitExtraData call it only for an `allOf`.
  '\0rjsf-no-all-of': `export default ${unreached('allOf')};\n`,
};

const RJSF_UTILS = /[\\/]@rjsf[\\/]utils[\\/]/;
const ALL_OF_MERGE = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]shallowAllOfMerge\.js$/;

/** The Vite plugin. */
export function trimRjsf() {
  return {
    name: 'trim-rjsf',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !RJSF_UTILS.test(importer)) return null;
      if (source === 'fast-uri') return '\0rjsf-no-uri';
      if (source.endsWith('/shallowAllOfMerge.js')) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved && ALL_OF_MERGE.test(resolved.id)) return '\0rjsf-no-all-of';
      }
      return null;
    },
    load(id) {
      return UNREACHED[id] ?? null;
    },
    transform(code, id) {
      const list = REGISTRY_LIST.exec(id.split('?')[0])?.[1];
      return list ? { code: leaveOut(code, LEFT_OUT[list]), map: null } : null;
    },
  };
}
