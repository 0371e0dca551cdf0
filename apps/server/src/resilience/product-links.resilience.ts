import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DB_KINDS, DEMO, staffAuth, useTestApp } from '../test/harness';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

/** Links a staff member might type, and the odd ones around the rule's edges. */
const linkArbitrary = fc.oneof(
  fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
  fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
  fc
    .tuple(fc.constantFrom('https://', 'https:///', '/', '//', 'http://', 'HTTPS://', '/\\', ''), fc.string())
    .map(([head, tail]) => `${head}${tail}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/**
 * A fault anyone with the staff passkey could cause: a save accepted a form link its own product list then refused to render,
 * so the device's whole list answered 500. One rule (ZSafeUrl) now checks a link when it is saved and
 * when it is read back.
 */
describe.each(DB_KINDS)('product links: what a save accepts, the list renders, on %s', (kind) => {
  const t = useTestApp(kind);
  const save = (formUrls: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `/devices/${DEMO}/products?locale=en`,
      headers: staffAuth,
      payload: {
        id: 'hygiene-kit',
        titles: { en: 'Hygiene Kit' },
        images: ['/images/hygiene-kit.svg'],
        skus: [{ id: 'hygiene-kit', titles: { en: 'Kit' }, price: 0, formUrls, slot: 'C1' }],
      },
    });
  const list = () => t.app.inject({ url: `/devices/${DEMO}/products?locale=en` });

  it('a form link that is a path on this server is saved and listed', async () => {
    const saved = await save(['/images/x.svg']);
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await list();
    expect(listed.statusCode, listed.body).toBe(200);
    const kit = listed.json().data.find((p: { id: string }) => p.id === 'hygiene-kit');
    expect(kit.skus[0].metadata.formUrls).toEqual(['/images/x.svg']);
  });

  it('any save of random links that is accepted leaves the list answering 200; a refused one is a 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(linkArbitrary, { minLength: 1, maxLength: 3 }), async (formUrls) => {
        const saved = await save(formUrls);
        if (saved.statusCode !== 200) {
          expect(saved.statusCode, saved.body).toBe(400);
          return;
        }
        const listed = await list();
        expect(listed.statusCode, `${JSON.stringify(formUrls)} → ${listed.body}`).toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});
