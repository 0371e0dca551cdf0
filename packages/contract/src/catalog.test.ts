import { describe, expect, it } from 'vitest';
import { ZProductUpsert, ZSkuMetadata, isSafeUrl } from './catalog';

describe('the one link rule of products', () => {
  it.each([
    '/images/x.svg',
    '/',
    'https://forms.example.org/survey?x=1#top',
    'https://10.0.0.1:8443',
    'HTTPS://Example.org',
    'https://forms.example.org:65535/x',
    'https://forms.example.org:1',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg>',
    'http://forms.example.org/x',
    '//evil.example/x.png',
    '/\\evil.example',
    'https:///path',
    'https://-bad.example',
    'https://a b.example',
    '/images/a b.svg',
    'images/x.svg',
    '',
    `/${'x'.repeat(500)}`,
    'https://forms.example.org/a\u0000b',
    '/forms/\u0000',
    '/forms/\u0007x',
    'https://forms.example.org/\u007f',
    'https://forms.example.org:99999/x',
    'https://forms.example.org:65536',
    'https://forms.example.org:0/x',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it('is the same rule for a save and for the list a save is read back into', () => {
    const sku = { id: 'kit', titles: { en: 'Kit' }, price: 0, formUrls: ['/forms/kit'] };
    const saved = ZProductUpsert.parse({ id: 'kit', titles: { en: 'Kit' }, skus: [sku] });
    const listed = {
      formUrls: saved.skus[0]!.formUrls,
      isEmergencyDispense: false,
      minAge: null,
      requiresAccessCode: false,
      isReservable: false,
    };
    expect(ZSkuMetadata.parse(listed).formUrls).toEqual(['/forms/kit']);
  });
});
