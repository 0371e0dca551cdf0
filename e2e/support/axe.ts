import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The WCAG levels every screen is checked against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

type TViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describeViolation = (violation: TViolation): string =>
  [
    `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    ...violation.nodes
      .slice(0, 5)
      .map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  ].join('\n');

/** Runs axe on the page as it is now and fails with a readable list of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map(describeViolation).join('\n\n'), `axe violations on ${page.url()}`).toBe('');
}
