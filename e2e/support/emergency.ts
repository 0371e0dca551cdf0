import type { Page } from '@playwright/test';

const ENGLISH: Record<string, string> = {
  'emergency.button': 'Emergency naloxone',
  'emergency.askTitle': 'Is someone nearby suspected of an opioid overdose?',
  'emergency.yes': 'Yes',
  'emergency.consentTitle': 'Do you agree to follow the naloxone instructions?',
  'emergency.consentConfirm': 'I agree',
};

/**
 * The emergency button, then Yes (someone nearby) and I agree (the instructions): the kit is ordered.
 * `text` gives the screen's texts in another language (by key); English by default.
 */
export async function consentToEmergency(
  page: Page,
  text: (key: string) => string = (key) => ENGLISH[key] ?? key,
): Promise<void> {
  await page.getByRole('button', { name: text('emergency.button') }).click();
  await page
    .getByRole('dialog', { name: text('emergency.askTitle') })
    .getByRole('button', { name: text('emergency.yes'), exact: true })
    .click();
  await page
    .getByRole('dialog', { name: text('emergency.consentTitle') })
    .getByRole('button', { name: text('emergency.consentConfirm') })
    .click();
}
