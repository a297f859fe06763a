// Corporate KYC by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7; spec §1 corporate KYC on PC, §4 language change
// and drafts): the wizard's basic-information step started with Enter, its fields typed and its corporation
// type chosen with the arrows, the language switched through the header's menu by keyboard (a reload), the
// typed values still there, then saved. Asserts what the mock received, in both directions of the switch.
import { describe, expect, it } from 'vitest';
import { corporateBasicForm } from '@schemas/kyc/corporate-basic';
import { newPage, sharedBrowser } from './browser';
import { focusIsIn, keyboardOf, pressUntilFocused } from './keyboard';
import { type Lang, LANGUAGES, word } from './locale-words';
import { chooseExamples, recordBodies } from './qa-session';

const browser = sharedBrowser();

// What the keyboard types; the rest of the step comes from a kept draft.
const {
  entityName: _e,
  registrationNumber: _r,
  corporationType: _c,
  ...restOfStep
} = corporateBasicForm.sample;
const ENTITY = 'Keyboard Holdings Pte. Ltd.';
const REGISTRATION = '202401234K';

const otherThan = (lang: Lang): Lang => (lang === 'en_US' ? 'zh_CN' : 'en_US');

describe.each(LANGUAGES)('corporate KYC by keyboard alone (%s, then the other language)', (lang) => {
  it('basic information typed, the language switched by the header menu, the values kept, then saved', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await chooseExamples(
      context,
      { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'noDraft' },
      { signedIn: true, drafts: { [corporateBasicForm.id]: restOfStep } },
    );
    const saved = recordBodies(page, '/cropPassKyc/completeUserInputInfo');
    await page.goto(`/${lang}/personal/enterpriseCert`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await keys.tabTo(page.getByRole('button', { name: word(lang, 'kyc:wizard.prepare.start'), exact: true }));
    await keys.press('Enter');
    const entity = page.locator('#kycCorporateBasic_entityName');
    await entity.waitFor();
    await expect.poll(() => focusIsIn(page.locator('button[data-progress]'))).toBe(true);
    await keys.tabTo(entity);
    await keys.type(ENTITY);
    await keys.tabTo(page.locator('#kycCorporateBasic_registrationNumber'));
    await keys.type(REGISTRATION);
    // No type chosen yet: Tab stops on the first radio, ArrowDown moves on and chooses the second (trust).
    await keys.tabTo(page.getByTestId('kycCorporateBasic_corporationType'));
    await keys.press('ArrowDown');
    const trust = page.getByRole('radio', { name: word(lang, 'kyc:corporationType.trust') });
    expect(await trust.isChecked()).toBe(true);

    const other = otherThan(lang);
    const language = page
      .getByRole('banner')
      .getByRole('button', { name: word(lang, 'app:header.language') });
    await keys.tabTo(language, { back: true });
    await keys.press('Enter');
    await pressUntilFocused(keys, page.getByRole('menuitem', { name: word(lang, `app:languages.${other}`) }));
    await Promise.all([
      page.waitForURL(`**/${other}/personal/enterpriseCert?step=basic_info`),
      keys.press('Enter'),
    ]);

    const kept = page.locator('#kycCorporateBasic_entityName');
    await expect.poll(() => kept.inputValue()).toBe(ENTITY);
    expect(await page.locator('#kycCorporateBasic_registrationNumber').inputValue()).toBe(REGISTRATION);
    expect(
      await page.getByRole('radio', { name: word(other, 'kyc:corporationType.trust') }).isChecked(),
    ).toBe(true);
    await keys.tabTo(page.getByTestId('kycCorporateBasic-submit'));
    await keys.press('Enter');
    await page.waitForURL(/\/personal\/enterpriseCert\/\d+\?step=upload_files$/);
    await expect.poll(() => focusIsIn(page.locator('button[data-progress]'))).toBe(true);

    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      entityName: ENTITY,
      registrationNumber: REGISTRATION,
      corporationType: 'trust',
      registrationCountry: restOfStep.registrationCountry,
    });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
