import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The WCAG levels every screen is checked against: A and AA of WCAG 2.0, 2.1 and 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where the page keeps the browser's own timers for axe, once `keepRealTimersForAxe` ran. */
const REAL_TIMERS_KEY = '__e2eRealTimersForAxe';

/**
 * In the page: keeps the browser's setTimeout and clearTimeout under `key`, if they are still the
 * browser's own (a fake clock installed before this ran has replaced them: nothing is kept then).
 */
function keepRealTimers(key: string): void {
  const isNative = (fn: unknown) =>
    typeof fn === 'function' && Function.prototype.toString.call(fn).includes('[native code]');
  if (key in window || !isNative(window.setTimeout) || !isNative(window.clearTimeout)) return;
  Object.defineProperty(window, key, {
    value: { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) },
  });
}

/**
 * Keeps the browser's timers for axe in every document of the page's context, from now on. Call it
 * before `page.clock.install()`: the context's init scripts run in the order they were added, so
 * this one runs before the fake clock's in each new document.
 */
export async function keepRealTimersForAxe(page: Page): Promise<void> {
  await page.context().addInitScript(keepRealTimers, REAL_TIMERS_KEY);
  await page.evaluate(keepRealTimers, REAL_TIMERS_KEY);
}

/** axe-core's source, the very module @axe-core/playwright injects by default. */
const axeCoreSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * axe-core, scheduling its work (each rule ends with a setTimeout 0) on the timers kept by
 * `keepRealTimersForAxe` rather than on the page's setTimeout, which Playwright's fake clock
 * replaces and, paused, never fires: a scan then hung until the test's timeout. The app's own timers
 * stay on the fake clock, which a scan does not move. Without a fake clock the page's timers are
 * the browser's own; a fake clock without kept timers fails the scan at once instead of hanging.
 */
const AXE_SOURCE = `(function (setTimeout, clearTimeout) {
${axeCoreSource}
}).apply(window, (function () {
  var kept = window[${JSON.stringify(REAL_TIMERS_KEY)}];
  if (kept) return [kept.setTimeout, kept.clearTimeout];
  if (Function.prototype.toString.call(window.setTimeout).indexOf('[native code]') !== -1) {
    return [window.setTimeout.bind(window), window.clearTimeout.bind(window)];
  }
  throw new Error('axe: a fake clock and no real timers kept (install it with installFakeClock)');
})());`;

type TViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describeViolation = (violation: TViolation): string =>
  [
    `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    ...violation.nodes
      .slice(0, 5)
      .map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  ].join('\n');

/**
 * Waits until no finite animation runs (a dialog's or its backdrop's fade-in, a ripple): axe takes
 * colours as drawn, so a half-faded dialog fails color-contrast. CSS transitions run on the
 * browser's own clock, so they end on a paused fake clock too; endless ones (spinners) are ignored.
 */
async function waitForAnimationsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Runs axe on the page as it is once its animations have ended, and fails with a readable list of
 * any violation. A page without frames is scanned by one `axe.run` in the page (the builder's legacy
 * mode), the same rules on the same document at about half the cost; a page with a frame keeps the
 * builder's default, which also scans frames of other origins (a per-frame run, then a blank page of
 * the context to merge them).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForAnimationsToEnd(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(AXE_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  expect(results.violations.map(describeViolation).join('\n\n'), `axe violations on ${page.url()}`).toBe('');
}
