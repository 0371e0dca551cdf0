import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import en from './locales/en.json';
import { apiText, pseudoLocaleOf, untranslatedTexts } from '../test/pseudo-locale';
import { EXCLUSIONS, FIXTURE_DATES, t, setUpPseudoLocale } from '../test/pseudo-locale-screens';

/**
 * No hard-coded visible text. The app runs on a pseudo locale (every text of en.json
 * wrapped in ⟦…⟧) with API data wrapped in ⟪…⟫; on every screen, modal and state below, any text
 * node, read-out attribute or document title with letters outside both is a hard-coded string.
 */

setUpPseudoLocale();

describe('pseudo locale: the check itself', () => {
  it('wraps every text of en.json and keeps placeholders and plural keys', () => {
    const leaves = (texts: object, prefix = ''): [string, string][] =>
      Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : leaves(value as object, `${prefix}${key}.`),
      );
    const pseudo = leaves(pseudoLocaleOf(en));
    expect(pseudo.map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
    expect(pseudo.filter(([, text]) => !/^⟦[^]*⟧$/.test(text))).toEqual([]);
    expect(t('session.idleCountdown', { count: 1 })).toBe('⟦Your session will end in 1 second.⟧');
    expect(t('session.idleCountdown', { count: 5 })).toBe('⟦Your session will end in 5 seconds.⟧');
    expect(t('app.pageTitle', { title: t('screens.help') })).toBe('⟦⟦Help⟧ – HealthPoint⟧');
  });

  it('finds a hard-coded text, attribute and title, and passes wrapped and API texts', () => {
    const { unmount } = render(
      <div>
        <p>{t('welcome.title')}</p>
        <p>{t('reserve.itemLine', { quantity: 2, title: apiText('Condoms') })}</p>
        <p>$8.99 · 12</p>
        <p>{FIXTURE_DATES[0]}</p>
        <button lang="ko">한국어</button>
        <div role="group">
          <button>Q</button>
        </div>
        <button aria-label="Close dialog">{t('modal.close')}</button>
        <p>Hard-coded</p>
        <p>Q</p>
      </div>,
    );
    document.title = 'Kiosk';
    expect(untranslatedTexts(EXCLUSIONS)).toEqual([
      'text "Hard-coded" in <p>',
      'text "Q" in <p>',
      'aria-label "Close dialog" in <button>',
      'document title "Kiosk" in <html>',
    ]);
    unmount();
  });
});
