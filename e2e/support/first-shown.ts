import type { BrowserContext, Page } from '@playwright/test';

/**
 * When a text first showed in a page, and when it first went, by the page's own clock (epoch ms): a
 * MutationObserver notes it as the DOM changes. A test that times the kiosk reads this instead of its own clock after an `expect`, so a test
 * runner starved of CPU on a busy machine does not add its own delay to what the kiosk did.
 */
export const recordFirstShown = async (context: BrowserContext, texts: readonly string[]): Promise<void> => {
  await context.addInitScript((watched: readonly string[]) => {
    const shown: Record<string, number> = {};
    const gone: Record<string, number> = {};
    Object.assign(window, { __firstShown: shown, __firstGone: gone });
    const check = () => {
      const text = document.body?.textContent ?? '';
      for (const wanted of watched)
        if (shown[wanted] !== undefined && gone[wanted] === undefined && !text.includes(wanted))
          gone[wanted] = Date.now();
      for (const wanted of watched)
        if (shown[wanted] === undefined && text.includes(wanted)) shown[wanted] = Date.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
};

const recorded = async (page: Page, record: '__firstShown' | '__firstGone', text: string) => {
  const at = await page.evaluate(
    ([name, wanted]) =>
      (window as unknown as Record<string, Record<string, number> | undefined>)[name]?.[wanted],
    [record, text] as const,
  );
  if (at === undefined) throw new Error(`"${text}" was not recorded (${record}; recordFirstShown set up?)`);
  return at;
};

/** Epoch ms at which `text` first showed in the page (it must have shown; see recordFirstShown). */
export const firstShownAt = (page: Page, text: string): Promise<number> =>
  recorded(page, '__firstShown', text);

/** Epoch ms at which `text`, once shown, first went from the page. */
export const firstGoneAt = (page: Page, text: string): Promise<number> => recorded(page, '__firstGone', text);
