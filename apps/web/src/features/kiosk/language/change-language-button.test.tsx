import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_CODES, languageOf } from '@kiosk/contract';
import i18n from '../../../i18n/i18n';
import { configRoute, deviceConfig, stubApi } from '../../../test/device-config-fixture';
import { renderWithProviders } from '../../../test/render-app';
import { ChangeLanguageButton } from './change-language-button';
import { kioskLanguagesOf } from './kiosk-languages';

describe('change language (docs/product.md §1, §2)', () => {
  beforeEach(() => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it("offers the device's active languages by their own names", async () => {
    stubApi([configRoute()]);
    renderWithProviders(<ChangeLanguageButton />);
    fireEvent.click(screen.getByRole('button', { name: 'English, change language' }));
    const dialog = screen.getByRole('dialog', { name: 'Change language' });
    const list = within(dialog).getByRole('list', { name: 'Languages' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['English', 'العربية', 'Español', '한국어', '简体中文']),
    );
    const english = within(list).getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(within(list).getByRole('button', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
  });

  it('choosing Español changes the language and closes the modal', async () => {
    stubApi([configRoute()]);
    renderWithProviders(<ChangeLanguageButton />);
    fireEvent.click(screen.getByRole('button', { name: 'English, change language' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Español' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.lang).toBe('es-US');
    expect(screen.getByRole('button', { name: /Español/ })).toBeTruthy();
  });

  it('choosing العربية turns the page right to left', async () => {
    stubApi([configRoute()]);
    renderWithProviders(<ChangeLanguageButton />);
    fireEvent.click(screen.getByRole('button', { name: 'English, change language' }));
    fireEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('Cancel keeps the language', async () => {
    stubApi([configRoute()]);
    renderWithProviders(<ChangeLanguageButton />);
    fireEvent.click(screen.getByRole('button', { name: 'English, change language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(i18n.language).toBe('en');
  });
});

describe('kioskLanguagesOf', () => {
  it('uses the five kiosk languages until the config arrives, English first', () => {
    expect(kioskLanguagesOf(undefined).map((language) => language.id)).toEqual([
      'en',
      'ar',
      'es',
      'ko',
      'zh',
    ]);
  });

  it('keeps the active languages in the order served, English first', () => {
    const languages = (['ja', 'fa', 'en'] as const).map((code) => languageOf(code, ['ja', 'en', 'fa']));
    expect(kioskLanguagesOf(deviceConfig({ languages })).map((language) => language.id)).toEqual([
      'en',
      'ja',
      'fa',
    ]);
  });

  it('leaves out inactive languages', () => {
    const config = deviceConfig({ languages: LANGUAGE_CODES.map((code) => languageOf(code, ['en', 'ko'])) });
    expect(kioskLanguagesOf(config).map((language) => language.id)).toEqual(['en', 'ko']);
  });

  it('always offers English, the default', () => {
    const config = deviceConfig({ languages: [languageOf('ko', ['ko'])] });
    expect(kioskLanguagesOf(config).map((language) => language.id)).toEqual(['en', 'ko']);
  });

  it('leaves out languages the product has no texts for', () => {
    const config = deviceConfig({
      languages: [languageOf('en', ['en']), { ...languageOf('en', ['en']), id: 'xx', nameNative: 'X' }],
    });
    expect(kioskLanguagesOf(config).map((language) => language.id)).toEqual(['en']);
  });
});
