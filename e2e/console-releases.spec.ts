import { expect, test } from './support/test';
import { checkConsolePage, signInAsOperator } from './support/console';
import { signedRelease } from './support/releases';

/** A demo fleet kiosk made the roll-out's canary (its state in the roll-out is all that changes). */
const CANARY = { id: 'demo-kiosk-0002', name: 'Central Library' };

test.describe('kiosk-PC releases in the operator console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator uploads a signed release, is told why a tampered one is refused, and starts a roll-out', async ({
    page,
  }) => {
    // Four pages, each scanned and photographed at two sizes.
    test.slow();
    const version = `2.0.0-e2e.${Date.now()}`;
    const release = signedRelease(version);

    await page.goto('/operator/releases');
    await signInAsOperator(page);
    await expect(page).toHaveURL(/\/operator\/releases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kiosk-PC releases' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await expect(nav.getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');
    // This API instance, with its version.
    await expect(page.getByRole('table', { name: 'API instances' }).locator('tbody tr')).toHaveCount(1);

    // Both files are needed; a tarball whose sha256 is not the manifest's is refused, with the reason.
    const upload = page.getByRole('button', { name: 'Upload' });
    await upload.click();
    await expect(page.getByRole('alert')).toHaveText('Choose the release file and its manifest.');
    await page.getByLabel(/Release file/).setInputFiles(release.tampered);
    await page.getByLabel(/Signed manifest/).setInputFiles(release.manifest);
    await upload.click();
    await expect(page.getByRole('alert')).toContainText(/^Refused\. .*tarball.*sha256/);
    await expect(page.getByText('No release uploaded yet.')).toBeVisible();

    // The signed one, uploaded by keys alone: the files are chosen, then the button takes Enter.
    await page.getByLabel(/Release file/).setInputFiles(release.tarball);
    await page.getByLabel(/Signed manifest/).setInputFiles(release.manifest);
    await upload.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText(
      `Release ${version} uploaded.`,
    );
    const row = page
      .getByRole('table', { name: 'Uploaded releases' })
      .locator(`tr[data-release="${version}"]`);
    await expect(row).toContainText('Verified with the programme key');
    await expect(row).toContainText('by demo-operator');
    await checkConsolePage(page, 'releases');

    // A roll-out of it: the canary by name, then half the fleet, then all.
    await nav.getByRole('link', { name: 'Roll-outs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roll-outs' })).toBeVisible();
    await expect(page.getByText('No roll-out yet.')).toBeVisible();
    await page.getByLabel('Release', { exact: true }).selectOption(version);
    await page.getByLabel('Canary kiosks').fill(CANARY.name);
    await page.getByLabel(/^Stages/).fill('50, 10');
    await page.getByRole('button', { name: 'Start roll-out' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Give rising percentages from 1 to 100, separated by commas, the last 100.',
    );
    await checkConsolePage(page, 'rollouts');
    await page.getByLabel(/^Stages/).fill('50, 100');
    await page.getByRole('button', { name: 'Start roll-out' }).click();

    // Its page: running at its canaries, the canary pending (the demo has no agent to tell).
    await expect(page).toHaveURL(/\/operator\/rollouts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: `Release ${version}` })).toBeVisible();
    await expect(page.getByTestId('rollout-status')).toHaveText('Running');
    await expect(page.getByTestId('rollout-stage')).toHaveText('Canaries');
    const kiosks = page.getByRole('table', { name: 'Kiosks' });
    const canary = kiosks.locator(`tr[data-device="${CANARY.id}"]`);
    await expect(canary).toContainText('Canaries');
    await expect(canary).toContainText('Pending');
    await expect(canary).toContainText('Device agent');
    await checkConsolePage(page, 'rollout');

    // The next stage by hand, then a halt with its reason, then resumed.
    await page.getByRole('button', { name: 'Start the next stage now' }).click();
    await expect(page.getByTestId('rollout-stage')).toHaveText(/^Stage 1 of 2 \(50\s?%\)$/);
    await page.getByRole('button', { name: 'Halt' }).click();
    await expect(page.getByTestId('rollout-status')).toHaveText('HaltedWhy: halted by demo-operator');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByTestId('rollout-status')).toHaveText('Running');

    // The list of roll-outs says the same; its link leads back.
    await page.getByRole('link', { name: 'All roll-outs' }).click();
    const rollouts = page.getByRole('table', { name: 'Roll-outs' });
    await expect(rollouts.locator('tbody tr').first()).toContainText(`Release ${version}`);
    await expect(rollouts.locator('tbody tr').first()).toContainText('Running');
  });
});
