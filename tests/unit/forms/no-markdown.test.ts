// vite.config.ts replaces rjsf's markdown renderer with plain text (src/forms/theme/plain-markdown.tsx),
// which is only right while no form asks rjsf for markdown. This fails on a ui schema that does.
import { describe, expect, it } from 'vitest';
import { FORMS } from '@schemas/index';

const MARKDOWN_OPTIONS = /"(ui:)?enableMarkdownIn(Description|Help)"\s*:\s*true/;

describe('no form renders markdown, so the markdown parser stays out of the bundle', () => {
  it.each(FORMS.map((form) => [form.id, form] as const))('%s asks for no markdown', (_id, form) => {
    expect(JSON.stringify(form.uiSchema)).not.toMatch(MARKDOWN_OPTIONS);
  });

  it('would notice a form that did', () => {
    const uiSchema = { note: { 'ui:enableMarkdownInDescription': true } };
    expect(JSON.stringify(uiSchema)).toMatch(MARKDOWN_OPTIONS);
  });
});
