import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

const CAJA = 'Busca por nombre, especialidad o condición';
/** The demo seed's dermatologists (scripts/seed/data/profesionales.json) and one cardiologist. */
const DERMATOLOGOS = ['Restrepo Gómez', 'Cardona Montoya', 'Pombo Navarro', 'Araújo Maestre'];
const CARDIOLOGO = 'Martínez Rojas';

describe('Searching with a typo', () => {
  it('A patient finds a dermatologist by typing with a typo', async () => {
    const { page, context, errors } = await open('/', { mobile: true });
    const caja = page.getByRole('combobox', { name: CAJA });
    await caja.pressSequentially('dermatolga', { delay: 40 });

    // on the phone the suggestions appear under the box as she types
    const laura = page.getByRole('option', { name: /Laura Restrepo Gómez/ });
    await expect.poll(() => laura.isVisible()).toBe(true);
    expect(await caja.getAttribute('aria-expanded')).toBe('true');
    expect(await laura.textContent()).toContain('Dermatología');
    expect(await page.getByRole('option', { name: new RegExp(CARDIOLOGO) }).count()).toBe(0);
    await expectAccessible(page);

    await laura.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/doc-detalle\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Laura Restrepo Gómez');

    // back home, the same typo sent with Enter lists the dermatologists
    await page.goto('/');
    await page.getByRole('combobox', { name: CAJA }).fill('dermatolga');
    await page.getByRole('combobox', { name: CAJA }).press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=dermatolga');
    // the address changes at once; the list replaces the home (and its featured cards) once its
    // screen and answer arrive, which is what she waits for
    await expect.poll(() => page.getByText(/^Mostrando \d+ de/).isVisible()).toBe(true);
    const cards = page.locator('.doc-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const textos = await cards.allTextContents();
    for (const texto of textos) expect(texto).toContain('Dermatología');
    expect(textos.join(' ')).not.toContain(CARDIOLOGO);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A patient on the results page searches "cardiologo" and lists the cardiologists, none else', async () => {
    const esperado = await apiCall<{ total: number }>('/api/medic/all?q=cardiologo&page=1&limit=24');
    expect(esperado.json.total).toBeGreaterThan(0);
    const { page, context, errors } = await open('/especialistas/todas/todas/0', { mobile: true });
    await expect.poll(() => page.getByText(/^Mostrando \d+ de/).isVisible()).toBe(true);
    const caja = page.getByRole('combobox', { name: CAJA });
    await caja.fill('cardiologo');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=cardiologo');
    const cards = page.locator('.doc-card');
    await expect.poll(() => cards.count()).toBe(esperado.json.total);
    for (const texto of await cards.allTextContents()) expect(texto).toContain('Cardiología');
    expect((await cards.allTextContents()).join(' ')).toContain(CARDIOLOGO);
    for (const d of DERMATOLOGOS) expect((await cards.allTextContents()).join(' ')).not.toContain(d);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A patient opening a link to a search with a typo sees the dermatologists drawn and the text in the box', async () => {
    const { page, context, errors } = await open('/especialistas/todas/todas/0?q=dermatolga');
    const cards = page.locator('.doc-card');
    await expect.poll(() => cards.count()).toBe(DERMATOLOGOS.length);
    const textos = (await cards.allTextContents()).join(' ');
    for (const d of DERMATOLOGOS) expect(textos).toContain(d);
    expect(await page.getByRole('combobox', { name: CAJA }).inputValue()).toBe('dermatolga');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
