import { DEMO_DEVICE, kioskUrl } from './support/session';
import { SpeechRecorder, plugHeadphones } from './support/speech';
import { expect, test } from './support/test';

/**
 * Speech in the visitor's language: Arabic (right to left: Left moves to the next control, Right to
 * the previous one) with the Arabic voice; Korean, which the kiosk has no voice for, is announced in English.
 */
test.use({ viewport: { width: 1080, height: 1920 } });

test('in Arabic, a free item to dispensed; then Korean, which has no voice', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/', DEMO_DEVICE));
  await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
  await plugHeadphones(page, speech, /^Welcome\. /);

  // The language dialog, by keypad.
  await speech.moveTo(/^English, change language, button, 3 of 6$/);
  await page.keyboard.press('Enter');
  await speech.expectSaid(/^Change language/);
  await speech.moveTo(/^العربية, off, button, 3 of 7$/);
  await page.keyboard.press('Enter');
  await speech.expectSaid('مرحبًا بك. اختر انقر للبدء لاختيار منتج، أو لاستلام حجز.');
  const switched = (await speech.all()).length;

  // Right to left: Left is the next control, Right the previous.
  expect(await speech.press('ArrowLeft')).toMatch(/^انقر للبدء, زر, 4 من 6$/);
  expect(await speech.press('ArrowRight')).toMatch(/^العربية، تغيير اللغة, زر, 3 من 6$/);
  await speech.moveTo(/^انقر للبدء, زر/, { key: 'ArrowLeft' });
  await page.keyboard.press('Enter');
  await speech.expectSaid('اختر منتجًا. تنقّل بين المنتجات واختر أحدها لعرضه.');
  await expect(page.getByTestId('product-price').first()).toBeVisible();
  await speech.moveTo(/, شرائط اختبار الفنتانيل, مجاني, زر, \d+ من \d+$/, { key: 'ArrowLeft' });
  await page.keyboard.press('Enter');
  await speech.expectSaid('المنتج. اختر أحد الخيارات إن وُجد أكثر من خيار، ثم اختر ابدأ الطلب.');
  await expect(page.getByRole('heading', { level: 2, name: 'شرائط اختبار الفنتانيل' })).toBeVisible();
  await speech.moveTo(/^ابدأ الطلب, المجموع: مجاني, زر/, { key: 'ArrowLeft' });
  await page.keyboard.press('Enter');
  await speech.expectSaid(
    'الصرف. يجري صرف منتجاتك. خذ كل منتج من الكشك عند سقوطه.',
    'المنتج 1 من 1',
    'تم صرف منتجاتك, شكرًا لك. يُرجى أخذ جميع منتجاتك من الكشك.',
  );
  const arabic = (await speech.all()).slice(switched);
  expect(arabic.every((utterance) => utterance.lang === 'ar' && utterance.voice === 'Arabic')).toBe(true);

  // Korean: no voice on this kiosk, said once in English, then the Korean texts go to the default voice.
  await speech.moveTo(/تغيير اللغة, زر/, { key: 'ArrowLeft' });
  await page.keyboard.press('Enter');
  await speech.moveTo(/^한국어, /, { key: 'ArrowLeft' });
  await page.keyboard.press('Enter');
  await speech.expectSaid('This kiosk has no Korean voice.', /^상품 배출\. 물품이 나오고 있습니다\./);
  const all = await speech.all();
  const notice = all.findIndex((utterance) => utterance.text === 'This kiosk has no Korean voice.');
  expect(all[notice]).toMatchObject({ lang: 'en-US', voice: 'English (America)' });
  expect(all[notice + 1]).toMatchObject({ lang: 'ko-KR', voice: null });
});
