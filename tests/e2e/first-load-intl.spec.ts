/**
 * The first screens are drawn without the browser's locale data (issue 11): a page's first Intl
 * object loads it, one long task the first screens avoid by formatting prices, counts, ratings
 * and days themselves (lib/numero.ts, lib/format.ts).
 */
import { describe, expect, it } from 'vitest';
import { profesional } from './paciente-support';
import { expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe("The first screen is drawn without the browser's locale data", () => {
  /**
   * A page's first Intl object loads the locale data (40–85 ms of one uninterruptible task in
   * Chromium here, more on a slow phone): the first screens format prices, counts, ratings and
   * days themselves (lib/numero.ts, lib/format.ts). Counts every Intl object and locale call made
   * until the screen shows `listo`.
   */
  async function usosDeIntl(path: string, listo: string) {
    const { page, context, errors } = await open('/politicas/terminos', { mobile: true });
    await page.addInitScript(() => {
      const usos: string[] = [];
      (window as unknown as { __intl: string[] }).__intl = usos;
      const I = Intl as unknown as Record<string, unknown>;
      for (const k of [
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'RelativeTimeFormat',
        'ListFormat',
        'Collator',
      ]) {
        const original = I[k] as (...a: unknown[]) => unknown;
        I[k] = new Proxy(original, {
          construct(t, a) {
            usos.push(k);
            return Reflect.construct(t as never, a);
          },
          apply(t, esto, a) {
            usos.push(k);
            return Reflect.apply(t, esto, a);
          },
        });
      }
      const metodos: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
      ];
      for (const [proto, m] of metodos) {
        const p = proto as Record<string, (...a: unknown[]) => unknown>;
        const original = p[m];
        p[m] = function (this: unknown, ...a: unknown[]) {
          usos.push(m);
          return original.apply(this, a);
        };
      }
    });
    await page.goto(path);
    await page.locator(listo).first().waitFor();
    const usos = await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl);
    expectNoConsoleErrors(errors);
    await context.close();
    return usos;
  }

  it('A visitor on a phone sees the home, the directory, a profile with its opinions and the store without it', async () => {
    const laura = await profesional();
    expect(await usosDeIntl('/', '.top-rated .doc-card')).toEqual([]);
    expect(await usosDeIntl('/especialistas/todas/todas/0', '.doc-grid .doc-card')).toEqual([]);
    expect(await usosDeIntl(`/doc-detalle/${laura.id}`, '.opinions__list li')).toEqual([]);
    expect(await usosDeIntl('/e-comerce', '.productos .producto a')).toEqual([]);
  });
});
