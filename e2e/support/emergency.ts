import type { Page } from '@playwright/test';

/** The emergency button, then Yes (someone nearby) and I agree (the instructions): the kit is ordered. */
export async function consentToEmergency(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Emergency naloxone' }).click();
  await page
    .getByRole('dialog', { name: 'Is someone nearby suspected of an opioid overdose?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await page
    .getByRole('dialog', { name: 'Do you agree to follow the naloxone instructions?' })
    .getByRole('button', { name: 'I agree' })
    .click();
}
