import { describe, it } from 'vitest';
import {
  axe,
  describeViolations,
  dialogSettled,
  screenshot,
  sharedBrowser,
  unstyledMantineClasses,
} from './browser';
import { localeText, nameMatching, SCREEN_DIALOGS } from './walk/dialogs';
import { LANGUAGES } from './walk/route-urls';
import { tabsOf } from './walk/walk-role';

const browser = sharedBrowser();

/**
 * Every dialog of SCREEN_DIALOGS, opened on its screen as the KYC-approved user in both languages: it takes
 * the focus inside, not on its close control; axe (browser.ts AXE_TAGS) finds no violation in it (a close
 * control without a name is one); Escape closes it, and so does its own close control reached by keyboard,
 * each giving the focus back to the button that opened it; no error on the way.
 */
for (const lang of LANGUAGES) {
  describe.concurrent(`spec §2 dialogs, ${lang}`, () => {
    const tabs = tabsOf(browser, 'kycApproved', lang);
    const closeName = localeText(lang, 'app:dialog.close');

    for (const { path, opener } of SCREEN_DIALOGS) {
      it(`/${lang}/${path}: ${opener}`, async ({ expect }) => {
        const tab = await tabs.borrow();
        const { page } = tab;
        try {
          await tab.open(`/${lang}/${path}`);
          await page
            .getByRole('button', { name: nameMatching(localeText(lang, opener)) })
            .first()
            .click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await dialogSettled(page);
          const focus = await page.evaluate((close) => {
            const active = document.activeElement;
            return {
              inDialog: Boolean(active?.closest('[role="dialog"]')),
              onClose: active?.getAttribute('aria-label') === close,
            };
          }, closeName);
          expect(focus).toEqual({ inDialog: true, onClose: false });
          const violations = await axe(page, '[role="dialog"]');
          expect(violations, describeViolations(violations)).toEqual([]);
          expect(
            await unstyledMantineClasses(page, '[role="dialog"]'),
            'Mantine classes no rule names',
          ).toEqual([]);
          await screenshot(page, `dialog-${lang}-${path}-${opener}`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          // WCAG 2.4.3: closed, by Escape or by its own close control, the dialog gives the focus back to
          // what opened it.
          const opened = page.getByRole('button', { name: nameMatching(localeText(lang, opener)) }).first();
          const openerHasFocus = () => opened.evaluate((element) => element === document.activeElement);
          await expect.poll(openerHasFocus).toBe(true);
          await page.keyboard.press('Enter');
          await dialog.waitFor();
          await dialogSettled(page);
          const close = dialog.getByRole('button', { name: closeName, exact: true });
          for (let presses = 0; presses < 20; presses += 1) {
            if (await close.evaluate((element) => element === document.activeElement)) break;
            await page.keyboard.press('Shift+Tab');
          }
          await page.keyboard.press('Enter');
          await dialog.waitFor({ state: 'detached' });
          await expect.poll(openerHasFocus).toBe(true);
          expect(tab.pageErrors).toEqual([]);
          expect(tab.policyViolations).toEqual([]);
          expect(tab.consoleErrors).toEqual([]);
        } finally {
          await tabs.giveBack(tab);
        }
      });
    }
  });
}
