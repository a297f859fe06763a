import type { Browser, Page } from 'playwright-core';
import { FORMS } from '@schemas/index';
import type { FormDefinition } from '@schemas/form-definition';
import { newContext } from './browser';
import { idleTabs } from './page-pool';

export type GalleryLanguage = 'en_US' | 'zh_CN';

/**
 * Visitor tabs kept on the QA form gallery (/qa/forms) in one language, each lent to one test at a time and
 * closed with their contexts after the file's tests. A test's form opens through the gallery's own links, as
 * a person picks it: a click, not a page load. Before it opens, the tab's session storage is emptied and
 * given the test's drafts only, so no draft of an earlier test comes back, and open toasts are dismissed.
 */
export function galleryTabs(browser: () => Browser, language: GalleryLanguage) {
  const tabs = idleTabs(
    () => newContext(browser()),
    (page) => page.goto(`/${language}/qa/forms`),
  );

  const pick = async (page: Page, form: FormDefinition) => {
    await page.locator(`nav a[href$="?form=${form.id}"]`).click();
    await page.getByTestId(`${form.id}-submit`).waitFor();
  };

  return {
    /** A tab showing `form` freshly mounted, its session storage holding `drafts` only. */
    async open(form: FormDefinition, drafts: Record<string, string> = {}): Promise<Page> {
      const page = await tabs.take();
      // The gallery shows its first form until one is picked; picking the form on show would not remount it.
      const shown = new URL(page.url()).searchParams.get('form') ?? FORMS[0]!.id;
      if (shown === form.id)
        await pick(
          page,
          FORMS.find((other) => other.id !== form.id)!,
        );
      await page.evaluate((entries) => {
        window.sessionStorage.clear();
        for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      }, drafts);
      const toasts = page.locator('.mantine-Notification-root');
      for (const close of await toasts.getByRole('button').all()) await close.click();
      await toasts.first().waitFor({ state: 'detached' });
      await pick(page, form);
      return page;
    },
    /** Lends the tab again; one that broke (closed, crashed) is dropped. */
    giveBack(page: Page): void {
      if (!page.isClosed()) tabs.put(page);
    },
  };
}
