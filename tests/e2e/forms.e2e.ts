import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FORMS } from '@schemas/index';
import type { FormDefinition } from '@schemas/form-definition';
import { newPage, sharedBrowser } from './browser';
import { galleryTabs, type GalleryLanguage } from './gallery-tabs';

const browser = sharedBrowser();

const SUBMIT = { en_US: 'Check and submit', zh_CN: '校验并提交' } as const;
const LANGUAGES: GalleryLanguage[] = ['en_US', 'zh_CN'];

const hasRequiredFields = (form: FormDefinition) => (form.schema.required ?? []).length > 0;

async function openForm(page: Page, language: 'en_US' | 'zh_CN', form: FormDefinition) {
  await page.goto(`/${language}/qa/forms?form=${form.id}`);
  await page.getByTestId(`${form.id}-submit`).waitFor();
}

/** Types a secret into a plain, editable input `<form>_<field>`; code boxes and read-only fields keep
 * what the injected draft restored. */
async function typeSecret(page: Page, formId: string, field: string, value: string) {
  const input = page.locator(`input#${formId}_${field}`);
  if ((await input.count()) > 0 && (await input.isEditable())) await input.fill(value);
}

describe.concurrent('spec §5: every form of the gallery in the browser', () => {
  const tabs = { en_US: galleryTabs(browser, 'en_US'), zh_CN: galleryTabs(browser, 'zh_CN') };

  it.for(
    FORMS.filter(hasRequiredFields).flatMap((form) =>
      LANGUAGES.map((language) => [form.id, language, form] as const),
    ),
  )(
    '%s (%s): an empty submit flags fields with translated messages',
    async ([, language, form], { expect }) => {
      const page = await tabs[language].open(form);
      try {
        await page.getByRole('button', { name: SUBMIT[language] }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        const text = await page.locator('main').innerText();
        // Messages are translated, never raw keys.
        expect(text).not.toMatch(/\b[a-z]+:[a-zA-Z]+\.[a-zA-Z.]+/);
      } finally {
        tabs[language].giveBack(page);
      }
    },
  );

  it.for(FORMS.map((form) => [form.id, form] as const))(
    '%s: its sample passes every rule and reaches the submit step',
    async ([, form]) => {
      // Drafts never keep secrets; this one is injected by hand, so restoring it fills them too.
      const page = await tabs.en_US.open(form, {
        [`form-draft:${form.id}`]: JSON.stringify({ ...form.sample, ...form.secretSample }),
      });
      try {
        for (const [field, value] of Object.entries(form.secretSample ?? {})) {
          await typeSecret(page, form.id, field, String(value));
        }
        await page.getByRole('button', { name: SUBMIT.en_US }).click();
        await page.getByText(`Valid: the form would call ${form.operationId}`).waitFor();
      } finally {
        tabs.en_US.giveBack(page);
      }
    },
  );

  it('keeps what was typed across the language switch (which reloads the page)', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/en_US/qa/forms?form=login');
    await page.locator('#login_mobileNumber').fill('draft@example.com');
    await page.locator('#login_loginPword').fill('Secret123');
    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await Promise.all([
      page.waitForURL('**/zh_CN/qa/forms?form=login'),
      page.getByRole('menuitem', { name: '简体中文' }).click(),
    ]);
    await page.locator('#login_mobileNumber').waitFor();
    expect(await page.locator('#login_mobileNumber').inputValue()).toBe('draft@example.com');
    expect(await page.locator('#login_loginPword').inputValue()).toBe('');
    await context.close();
  });

  it('uploads a real image file through the contract upload call and shows its preview', async () => {
    const form = FORMS.find((candidate) =>
      Object.values(candidate.uiSchema).some(
        (ui) => (ui as Record<string, unknown>)?.['ui:widget'] === 'upload',
      ),
    );
    expect(form, 'a form with an upload field').toBeDefined();
    const field = Object.entries(form!.uiSchema).find(
      ([, ui]) => (ui as Record<string, unknown>)?.['ui:widget'] === 'upload',
    )![0];
    // A real 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const file = join(tmpdir(), 'e2e-id-front.png');
    writeFileSync(file, png);
    const { page, context } = await newPage(browser());
    await page.addInitScript(() => window.localStorage.setItem('token', 'e2e-token'));
    await openForm(page, 'en_US', form!);
    await page.getByTestId(`${form!.id}_${field}-input`).setInputFiles(file);
    await page.getByTestId(`${form!.id}_${field}-preview`).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
