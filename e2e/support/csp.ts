import type { Browser, BrowserContext } from '@playwright/test';

const BINDING = '__kioskCspViolation';
const watched = new WeakSet<BrowserContext>();

/**
 * Records every Content-Security-Policy violation of the context's pages (the `securitypolicyviolation`
 * event, which fires even when the page catches the refusal, as zod's `Function('')` probe did).
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (source, text: string) =>
    violations.push(`${source.page?.url()}: ${text}`),
  );
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, BINDING);
}

/** Watches every context the browser makes until the returned function is called. */
export function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchCsp(context, violations);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}
