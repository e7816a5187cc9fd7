/**
 * The build's preload helper (web/build/precargador-cliente.js, in place of Vite's): a lazy chunk's
 * scripts and stylesheets are asked for before it runs, once, and not when the page already has
 * them: a <link> index.html's script laid, or a stylesheet the Worker wrote inline (<style data-href>).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function ayudante() {
  vi.resetModules();
  return (await import('../../web/build/precargador-cliente.js')).__vitePreload;
}
const ruta = (l: HTMLLinkElement) => new URL(l.href).pathname;
const enlaces = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${ruta(l)}`);
const hoja = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (l) => ruta(l) === href,
  ) as HTMLLinkElement;

afterEach(() => {
  document.head.innerHTML = '';
});

describe("The build's preload helper", () => {
  it("asks for a lazy chunk's scripts and stylesheets together, runs it once its stylesheets are in, and asks once", async () => {
    const precargar = await ayudante();
    const chunk = vi.fn(async () => 'pantalla');
    const carga = precargar(chunk, ['assets/HomePage-a.js', 'assets/directorio-b.css']);
    expect(enlaces()).toEqual(['modulepreload /assets/HomePage-a.js', 'stylesheet /assets/directorio-b.css']);
    await new Promise((r) => setTimeout(r, 10));
    expect(chunk).not.toHaveBeenCalled();
    hoja('/assets/directorio-b.css').dispatchEvent(new Event('load'));
    expect(await carga).toBe('pantalla');

    await precargar(chunk, ['assets/HomePage-a.js', 'assets/directorio-b.css']);
    expect(enlaces()).toHaveLength(2);
    expect(chunk).toHaveBeenCalledTimes(2);
  });

  it('lays no stylesheet the Worker already wrote inline, nor a script already preloaded', async () => {
    document.head.innerHTML =
      '<style data-href="/assets/directorio-b.css">.hero{}</style><link rel="modulepreload" href="/assets/HomePage-a.js">';
    const precargar = await ayudante();
    expect(await precargar(async () => 'pantalla', ['assets/HomePage-a.js', 'assets/directorio-b.css'])).toBe(
      'pantalla',
    );
    expect(enlaces()).toEqual(['modulepreload /assets/HomePage-a.js']);
  });

  it('runs a chunk without dependencies at once', async () => {
    const precargar = await ayudante();
    expect(await precargar(async () => 1, [])).toBe(1);
    expect(await precargar(async () => 2)).toBe(2);
    expect(enlaces()).toEqual([]);
  });

  it('fails the import whose stylesheet fails, and asks for it again the next time', async () => {
    const precargar = await ayudante();
    const primera = precargar(async () => 'pantalla', ['assets/tienda-c.css']);
    hoja('/assets/tienda-c.css').dispatchEvent(new Event('error'));
    await expect(primera).rejects.toThrow('/assets/tienda-c.css');
    expect(enlaces()).toEqual([]);

    const segunda = precargar(async () => 'pantalla', ['assets/tienda-c.css']);
    hoja('/assets/tienda-c.css').dispatchEvent(new Event('load'));
    expect(await segunda).toBe('pantalla');
  });
});
