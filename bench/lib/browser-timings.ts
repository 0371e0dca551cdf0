import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CPU_THROTTLING = 4;
const GRID = '[aria-label="Choose a product"]';

export interface BrowserFigure {
  measure: string;
  runs: number[];
  medianMs: number;
  maxMs: number;
}

/**
 * Marks taken inside the page, on its own clock (ms since navigation started): when the first product
 * card link exists in the grid; when a tap (pointerdown) happened; when after it the address changed and
 * the next screen shows its heading with no loading placeholder left.
 */
const MARKS_SCRIPT = `(() => {
  const marks = (window.__benchMarks = {});
  const isLoading = () => Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.querySelector('svg, .MuiCircularProgress-root'));
  const check = () => {
    const now = performance.now();
    if (marks.grid === undefined && document.querySelector('${GRID} a[href]')) marks.grid = now;
    if (marks.tapAt !== undefined && marks.nextAt === undefined && location.pathname !== marks.tapPath
        && document.querySelector('h1') && !isLoading()) marks.nextAt = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('pointerdown', () => { marks.tapAt = performance.now(); marks.tapPath = location.pathname; marks.nextAt = undefined; }, true);
})();`;

interface Marks {
  grid?: number;
  tapAt?: number;
  nextAt?: number;
}
const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks);

/** The paired kiosk's browser: its device credential cookie (`name=value`) on the device's paths. */
export interface KioskBrowser {
  baseUrl: string;
  deviceId: string;
  kioskCookie: string;
}

async function throttledPage(browser: Browser, kiosk: KioskBrowser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, locale: 'en-US' });
  const [name = '', value = ''] = kiosk.kioskCookie.split(';')[0]!.split('=');
  await context.addCookies([
    {
      name,
      value,
      domain: new URL(kiosk.baseUrl).hostname,
      path: `/devices/${encodeURIComponent(kiosk.deviceId)}`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await context.addInitScript(MARKS_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  return page;
}

const summary = (measure: string, runs: number[]): BrowserFigure => {
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    measure,
    runs: runs.map(Math.round),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
};

/** Waits for a mark the page records, up to 30 s. */
async function waitForMark(page: Page, key: keyof Marks): Promise<number> {
  await page.waitForFunction(
    (k) => (window as unknown as { __benchMarks: Marks }).__benchMarks[k] !== undefined,
    key,
    {
      timeout: 90_000,
    },
  );
  return (await marksOf(page))[key]!;
}

/**
 * In Debian Chromium with 4× CPU throttling, each run in a fresh context (empty cache): navigation to an
 * interactive product grid; a tap on "Tap to begin" to the grid screen (its heading, then its cards);
 * a tap on a product card to its screen.
 */
export async function measureBrowser(kiosk: KioskBrowser, runs: number): Promise<BrowserFigure[]> {
  const { baseUrl, deviceId } = kiosk;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const toGrid: number[] = [];
  const beginTap: number[] = [];
  const beginTapGrid: number[] = [];
  const cardTap: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const page = await throttledPage(browser, kiosk);
      await page.goto(`${baseUrl}/products?deviceId=${deviceId}`);
      toGrid.push(await waitForMark(page, 'grid'));
      await page.locator(`${GRID} a[href]`).first().click();
      await waitForMark(page, 'nextAt');
      const card = await marksOf(page);
      cardTap.push(card.nextAt! - card.tapAt!);
      await page.context().close();

      const welcome = await throttledPage(browser, kiosk);
      await welcome.goto(`${baseUrl}/?deviceId=${deviceId}`);
      await welcome.getByRole('button', { name: 'Tap to begin' }).click();
      await waitForMark(welcome, 'nextAt');
      await waitForMark(welcome, 'grid');
      const begin = await marksOf(welcome);
      beginTap.push(begin.nextAt! - begin.tapAt!);
      beginTapGrid.push(begin.grid! - begin.tapAt!);
      await welcome.context().close();
    }
  } finally {
    await browser.close();
  }
  return [
    summary('navigation → interactive product grid', toGrid),
    summary('tap "Tap to begin" → product grid screen (heading shown)', beginTap),
    summary('tap "Tap to begin" → interactive product grid', beginTapGrid),
    summary('tap a product card → its screen', cardTap),
  ];
}
