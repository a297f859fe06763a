// Steps several browser tests take in the app's forms, in one place.
import type { Page } from 'playwright-core';

/** Types the SMS, email and Google codes of a form that asks for all three (the kycApproved user's). */
export async function typeCodes(page: Page, formId: string): Promise<void> {
  await page.getByLabel(/^SMS code/).fill('135790');
  await page.getByLabel(/^Email code/).fill('246801');
  await page.getByTestId(`${formId}_googleCode`).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('507261');
}

/** Drags nothing: the slider check takes the End key (spec §5). */
export async function passSliderCheck(page: Page): Promise<void> {
  const slider = page.getByRole('slider', { name: 'Slide to verify' });
  await slider.focus();
  await page.keyboard.press('End');
}

/** Picks `chain` (a market chainName, the same in every language) in the network field of `formId`. */
export async function chooseNetwork(page: Page, formId: string, chain: string): Promise<void> {
  await page.getByTestId(`${formId}_chainName`).click();
  await page.getByRole('option', { name: chain, exact: true }).click();
}
