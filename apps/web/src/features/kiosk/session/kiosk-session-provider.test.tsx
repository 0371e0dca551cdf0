import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { useState } from 'react';
import { LANGUAGE_CODES, languageOf } from '@kiosk/contract/values';
import i18n from '../../../i18n/i18n';
import { configRoute, deviceConfig, stubApi, type TFetchCall } from '../../../test/device-config-fixture';
import { jsonReply, renderWithRouter } from '../../../test/render-app';
import { AccessibilityButton } from './accessibility-button';
import { ExitSessionButton } from './exit-session-button';
import { useIdleTimerHold } from './kiosk-session-context';
import { KioskSessionProvider } from './kiosk-session-provider';
import { useSpeech } from '../speech/speech-context';
import { SpeechProvider } from '../speech/speech-provider';

const DEVICE = 'demo-kiosk-0001';

function Holder() {
  const [isHeld, setIsHeld] = useState(false);
  useIdleTimerHold(isHeld);
  return (
    <button type="button" onClick={() => setIsHeld((held) => !held)}>
      {isHeld ? 'release' : 'hold'}
    </button>
  );
}

/** Speech mode's state, and a way to turn it on (as the help key held does). */
function SpeechSwitch() {
  const { isOn, turnOn } = useSpeech();
  return (
    <button type="button" onClick={turnOn}>
      {isOn ? 'speech on' : 'speech off'}
    </button>
  );
}

const renderSession = (path: string, isAllowed = false, languages = deviceConfig().languages) => {
  const calls = stubApi([
    configRoute(deviceConfig({ deviceId: DEVICE, isAccessibilityExtensionAllowed: isAllowed, languages })),
    {
      method: 'POST',
      pattern: /\/orders\/cancel\?isTimeout=true$/,
      reply: () => jsonReply(200, { data: { cancelled: [], skipped: [] } }),
    },
  ]);
  const screenOf = (name: string) => <p>screen {name}</p>;
  const { router } = renderWithRouter(
    <Routes>
      <Route
        element={
          <SpeechProvider screen={undefined}>
            <KioskSessionProvider>
              <ExitSessionButton />
              <AccessibilityButton />
              <Holder />
              <SpeechSwitch />
              <Outlet />
            </KioskSessionProvider>
          </SpeechProvider>
        }
      >
        <Route path="/" element={screenOf('welcome')} />
        <Route path="/products" element={screenOf('products')} />
        <Route path="/help" element={screenOf('help')} />
        <Route path="/idle-screen" element={screenOf('idle')} />
      </Route>
    </Routes>,
    path,
  );
  return { router, calls };
};

/** Moves the fake clock on, letting React and fetch promises settle. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const idleDialog = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const exitDialog = () => screen.queryByRole('dialog', { name: 'End your session?' });
const cancelCalls = (calls: TFetchCall[]) => calls.filter((call) => call.url.includes('/orders/cancel'));
const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await advance(0);
};
/** Lets a closing dialog's exit transition finish (well under a second). */
const settle = () => advance(500);

describe('kiosk session: idle timer (docs/product.md §4, §9)', () => {
  beforeEach(() => {
    sessionStorage.setItem('deviceId', DEVICE);
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('warns with the idle modal at 60 s (30 s left), not before', async () => {
    renderSession('/products');
    await advance(59_999);
    expect(idleDialog()).toBeNull();
    await advance(1);
    const dialog = idleDialog();
    expect(dialog).not.toBeNull();
    expect(dialog?.textContent).toContain('Your session will end in 30 seconds.');
    expect(screen.getByRole('button', { name: "I'm still here" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End session' })).toBeTruthy();
  });

  it('counts the warning down one second per tick', async () => {
    renderSession('/products');
    await advance(61_000);
    expect(idleDialog()?.textContent).toContain('Your session will end in 29 seconds.');
    await advance(28_000);
    expect(idleDialog()?.textContent).toContain('Your session will end in 1 second.');
  });

  it('at 0 cancels all orders with isTimeout=true, resets the language to English and goes to /idle-screen', async () => {
    const { router, calls } = renderSession('/products');
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    await advance(89_999);
    expect(cancelCalls(calls)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/products');
    await advance(1);
    expect(cancelCalls(calls)).toEqual([
      { method: 'POST', url: `/devices/${DEVICE}/orders/cancel?isTimeout=true` },
    ]);
    expect(i18n.language).toBe('en');
    expect(router.state.location.pathname).toBe('/idle-screen');
    await settle();
    expect(idleDialog()).toBeNull();
  });

  it('a kiosk set up to start in Spanish opens in it and goes back to it at the timeout', async () => {
    const spanishFirst = LANGUAGE_CODES.map((code) => ({
      ...languageOf(code, ['en', 'es']),
      isDefault: code === 'es',
    }));
    const { router } = renderSession('/', false, spanishFirst);
    await advance(0);
    await settle();
    expect(i18n.language).toBe('es');
    await act(async () => {
      await i18n.changeLanguage('en'); // a visitor picks English
      await router.navigate('/products');
    });
    await advance(0);
    expect(i18n.language).toBe('en');
    await act(async () => {
      await router.navigate('/'); // back to the start within the visit: the choice stays
    });
    await advance(0);
    expect(i18n.language).toBe('en');
    await act(async () => {
      await router.navigate('/products');
    });
    await advance(90_000);
    expect(router.state.location.pathname).toBe('/idle-screen');
    await settle();
    expect(i18n.language).toBe('es');
  });

  it.each([
    ['mouse move', () => fireEvent.mouseMove(document.body)],
    ['scroll', () => fireEvent.scroll(window)],
    ['touch', () => fireEvent.touchStart(document.body)],
    ['pointer down', () => fireEvent.pointerDown(document.body)],
    ['key', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['wheel', () => fireEvent.wheel(document.body)],
  ])('a %s resets the timer to 90 s', async (_name, act) => {
    renderSession('/products');
    await advance(59_000);
    act();
    await advance(59_999);
    expect(idleDialog()).toBeNull();
    await advance(1);
    expect(idleDialog()).not.toBeNull();
  });

  it('activity does not reset the timer while the warning shows', async () => {
    const { router } = renderSession('/products');
    await advance(60_000);
    fireEvent.mouseMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(29_999);
    expect(idleDialog()?.textContent).toContain('1 second');
    await advance(1);
    expect(router.state.location.pathname).toBe('/idle-screen');
  });

  it("I'm still here closes the warning and starts 90 s again", async () => {
    renderSession('/products');
    await advance(70_000);
    await click("I'm still here");
    await settle();
    expect(idleDialog()).toBeNull();
    await advance(59_499);
    expect(idleDialog()).toBeNull();
    await advance(1);
    expect(idleDialog()).not.toBeNull();
  });

  it('End session in the idle modal does the same as the timeout', async () => {
    const { router, calls } = renderSession('/products');
    await advance(65_000);
    await click('End session');
    expect(cancelCalls(calls)).toHaveLength(1);
    expect(cancelCalls(calls)[0]?.url).toContain('isTimeout=true');
    expect(router.state.location.pathname).toBe('/idle-screen');
  });

  it.each(['/', '/idle-screen'])('does not run on %s', async (path) => {
    const { calls, router } = renderSession(path);
    await advance(200_000);
    expect(idleDialog()).toBeNull();
    expect(cancelCalls(calls)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('button', { name: 'End session' })).toBeNull();
  });

  it('starts a fresh 90 s when a session screen is opened', async () => {
    const { router } = renderSession('/');
    await advance(100_000);
    await act(async () => {
      await router.navigate('/products');
    });
    await advance(59_999);
    expect(idleDialog()).toBeNull();
    await advance(1);
    expect(idleDialog()).not.toBeNull();
  });

  it('keeps counting across session screens', async () => {
    const { router } = renderSession('/products');
    await advance(40_000);
    await act(async () => {
      await router.navigate('/help');
    });
    await advance(20_000);
    expect(idleDialog()).not.toBeNull();
  });

  it('a hold stops the timer; released, it starts at 90 s again', async () => {
    const { calls } = renderSession('/products');
    await advance(50_000);
    await click('hold');
    await advance(300_000);
    expect(idleDialog()).toBeNull();
    expect(cancelCalls(calls)).toHaveLength(0);
    await click('release');
    await advance(59_999);
    expect(idleDialog()).toBeNull();
    await advance(1);
    expect(idleDialog()).not.toBeNull();
  });

  describe('exit session', () => {
    it('the exit modal warns that selections will be lost and counts down 30 s', async () => {
      renderSession('/products');
      await advance(5_000);
      await click('End session');
      const dialog = exitDialog();
      expect(dialog?.textContent).toContain('Your selections will be lost.');
      expect(dialog?.textContent).toContain('The session ends in 30 seconds.');
      await advance(1_000);
      expect(exitDialog()?.textContent).toContain('The session ends in 29 seconds.');
    });

    it('confirming exit does the same as the timeout', async () => {
      const { router, calls } = renderSession('/products');
      await click('End session');
      const dialog = exitDialog();
      if (!dialog) throw new Error('the exit modal did not open');
      const confirm = within(dialog).getByRole('button', { name: 'End session' });
      await act(async () => {
        await i18n.changeLanguage('ar');
      });
      fireEvent.click(confirm);
      await advance(0);
      expect(cancelCalls(calls)).toEqual([
        { method: 'POST', url: `/devices/${DEVICE}/orders/cancel?isTimeout=true` },
      ]);
      expect(i18n.language).toBe('en');
      expect(router.state.location.pathname).toBe('/idle-screen');
    });

    it('the exit countdown ends the session at 0 (after 30 s, not 29.999 s)', async () => {
      const { router } = renderSession('/products');
      await click('End session');
      await advance(29_999);
      expect(router.state.location.pathname).toBe('/products');
      await advance(1);
      expect(router.state.location.pathname).toBe('/idle-screen');
    });

    it('activity does not reset the exit countdown', async () => {
      const { router } = renderSession('/products');
      await click('End session');
      await advance(20_000);
      fireEvent.mouseMove(document.body);
      await advance(10_000);
      expect(router.state.location.pathname).toBe('/idle-screen');
    });

    it('Keep going closes it and starts 90 s again', async () => {
      const { router } = renderSession('/products');
      await click('End session');
      await advance(20_000);
      await click('Keep going');
      await settle();
      expect(exitDialog()).toBeNull();
      await advance(59_000);
      expect(idleDialog()).toBeNull();
      expect(router.state.location.pathname).toBe('/products');
      await advance(500);
      expect(idleDialog()).not.toBeNull();
    });
  });

  describe('accessibility mode', () => {
    it('is not offered where the device is not allowed', async () => {
      renderSession('/products', false);
      await advance(0);
      expect(screen.queryByRole('button', { name: 'More time' })).toBeNull();
    });

    it('yes extends the session to 300 s with the warning at 60 s left', async () => {
      const { router } = renderSession('/products', true);
      await advance(0);
      await click('More time');
      expect(screen.getByRole('dialog', { name: 'Would you like more time?' }).textContent).toContain(
        'your session lasts 5 minutes, and a warning shows 60 seconds before it ends',
      );
      await click('Yes');
      await settle();
      expect(screen.getByRole('button', { name: 'More time' }).getAttribute('aria-pressed')).toBe('true');
      await advance(239_499);
      expect(idleDialog()).toBeNull();
      await advance(1);
      expect(idleDialog()?.textContent).toContain('Your session will end in 60 seconds.');
      await advance(59_999);
      expect(router.state.location.pathname).toBe('/products');
      await advance(1);
      expect(router.state.location.pathname).toBe('/idle-screen');
    });

    it('activity does not reset the extended time', async () => {
      renderSession('/products', true);
      await advance(0);
      await click('More time');
      await click('Yes');
      await advance(200_000);
      fireEvent.mouseMove(document.body);
      fireEvent.keyDown(document.body, { key: 'a' });
      await advance(39_999);
      expect(idleDialog()).toBeNull();
      await advance(1);
      expect(idleDialog()).not.toBeNull();
    });

    it("I'm still here restarts the extended 300 s", async () => {
      renderSession('/products', true);
      await advance(0);
      await click('More time');
      await click('Yes');
      await advance(250_000);
      await click("I'm still here");
      await settle();
      await advance(239_000);
      expect(idleDialog()).toBeNull();
      await advance(500);
      expect(idleDialog()).not.toBeNull();
    });

    it('the exit countdown is 60 s in accessibility mode', async () => {
      renderSession('/products', true);
      await advance(0);
      await click('More time');
      await click('Yes');
      await settle();
      await click('End session');
      expect(exitDialog()?.textContent).toContain('The session ends in 60 seconds.');
    });

    it('no returns to 90 s and a 30 s warning', async () => {
      renderSession('/products', true);
      await advance(0);
      await click('More time');
      await click('Yes');
      await settle();
      await click('More time');
      await click('No');
      await settle();
      expect(screen.getByRole('button', { name: 'More time' }).getAttribute('aria-pressed')).toBe('false');
      await advance(59_000);
      expect(idleDialog()).toBeNull();
      await advance(500);
      expect(idleDialog()?.textContent).toContain('Your session will end in 30 seconds.');
    });

    it('chosen on the welcome screen, it applies when the session starts', async () => {
      const { router } = renderSession('/', true);
      await advance(0);
      await click('More time');
      await click('Yes');
      await settle();
      await act(async () => {
        await router.navigate('/products');
      });
      await advance(239_999);
      expect(idleDialog()).toBeNull();
      await advance(1);
      expect(idleDialog()).not.toBeNull();
    });

    it('the next visitor starts with the standard time after a timeout', async () => {
      const { router } = renderSession('/products', true);
      await advance(0);
      await click('More time');
      await click('Yes');
      await settle();
      await advance(300_000);
      expect(router.state.location.pathname).toBe('/idle-screen');
      await act(async () => {
        await router.navigate('/products');
      });
      await advance(60_000);
      expect(idleDialog()?.textContent).toContain('Your session will end in 30 seconds.');
    });
  });

  describe('speech mode is accessibility mode', () => {
    beforeEach(() => {
      sessionStorage.setItem('deviceId', DEVICE);
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives 300 s with the warning at 60 s on any kiosk, and ends with the session', async () => {
      // Not allow-listed: no More time button, yet speech brings the extended time.
      const { router } = renderSession('/products', false);
      await advance(0);
      expect(screen.queryByRole('button', { name: 'More time' })).toBeNull();
      await click('speech off');
      expect(screen.getByRole('button', { name: 'speech on' })).toBeTruthy();
      await advance(239_999);
      expect(idleDialog()).toBeNull();
      await advance(1);
      expect(idleDialog()?.textContent).toContain('Your session will end in 60 seconds.');
      await advance(60_000);
      await settle();
      expect(router.state.location.pathname).toBe('/idle-screen');
      expect(screen.getByRole('button', { name: 'speech off' })).toBeTruthy();
    });
  });
});
