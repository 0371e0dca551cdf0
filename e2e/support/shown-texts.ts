import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shownTexts?: Record<string, string[]>;
  }
}

/**
 * From now on, keeps every text that the elements matching `selector` show: each distinct text once, in the
 * order first shown.
 * A progress screen can pass through a state ("Item 2 of 3") in less time than an assertion takes to
 * look again; a MutationObserver sees every change React commits, so a test checks the sequence instead
 * of hoping to catch each state on screen. Returns the call that reads the texts kept so far.
 */
export async function recordShownTexts(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((css) => {
    const log: string[] = [];
    (window.__shownTexts ??= {})[css] = log;
    const look = () =>
      document.querySelectorAll(css).forEach((element) => {
        const text = element.textContent?.trim() ?? '';
        if (text && !log.includes(text)) log.push(text);
      });
    look();
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, selector);
  return () => page.evaluate((css) => [...(window.__shownTexts?.[css] ?? [])], selector);
}
