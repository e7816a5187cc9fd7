/**
 * Text typed by anyone (a professional's profile, a patient's opinion, staff's product texts)
 * is shown as text: script payloads stored through the API never run in a visitor's browser.
 * The pages are opened with the CSP bypassed (support.ts), so this proves the rendering itself
 * is inert, not only that the CSP would block it.
 */
import { describe, expect, it } from 'vitest';
import { confirmarCorreo } from './buzon';
import { apiCall, BASE, login, open, setupBrowser } from './support';

setupBrowser();

/** Each payload, if inserted as HTML, would bump window.__xss (or open a dialog). */
const IMG = '<img src=x onerror="window.__xss=(window.__xss||0)+1;alert(1)">';
const SCRIPT = '<script>window.__xss=(window.__xss||0)+1</script>';
const SVG = '<svg onload="window.__xss=(window.__xss||0)+1"></svg>';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

let ipSeq = Math.floor(Math.random() * 200);
const post = async (path: string, body: Record<string, unknown> | FormData, token?: string) => {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token ?? 'null'}`,
      'cf-connecting-ip': `10.77.${ipSeq++ % 250}.9`,
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as any;
  if (res.status >= 300) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
};

/** A new active professional whose every public text is a payload, with an opinion; and a product. */
async function sembrar() {
  const u = `${Date.now()}`.slice(-9);
  const email = `xss${u}@prueba.co`;
  await post('/api/user/create', {
    nombre: `Dra ${IMG}`,
    apellido: SCRIPT,
    cedula: u,
    fijo: '6015551234',
    telefono: '3001234567',
    direccion: SVG,
    email,
    password: 'ClaveSegura123',
    virtual: 1,
    presencial: 1,
    ciudad: 'Bogotá',
    acepta_tratamiento: 1,
    acepta_datos_salud: 1,
  });
  await confirmarCorreo(email);
  const token = await login(email, 'ClaveSegura123');
  const { json: yo } = await apiCall<{ id: number }>('/api/users', { token });
  const admin = await login('admin@citasalud.co');
  // a specialty of its own, so the filtered list shows it on the first page
  const especialidad = `Seguridad${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
  const esp = await post('/api/especialidad/create', { nombre: especialidad }, admin);
  await post(
    '/api/users/update',
    { publico: IMG, horarioatencion: SCRIPT, mediospago: `**Efectivo** ${SVG}`, cargo: esp.succes.id },
    token,
  );
  // activated after she chose her specialty: once activated, a change of it waits for an admin (issue 22)
  await post('/api/users/update', { id: yo.id, activo: 1 }, admin);
  await post('/api/motivo/newmotivo', { nombre: `Control ${IMG}` }, token);
  await post(
    '/api/horarios/newhorario',
    {
      hora_inicio: '07:00',
      hora_fin: '07:30',
      lunes: 1,
      martes: 1,
      miercoles: 1,
      jueves: 1,
      viernes: 1,
      sabado: 1,
      domingo: 1,
    },
    token,
  );
  await post('/api/comentario/create', {
    nombre: IMG,
    email: `opina${u}@prueba.co`,
    observacion: `${SCRIPT} ${SVG} **muy bien**`,
    calificacion: 4,
    user: yo.id,
  });

  // brand names are unique (migration 0034): each story's brand carries its own number
  const marca = await post('/api/marcas/create', { nombre: `Marca ${u} ${SCRIPT}` }, admin);
  const form = new FormData();
  form.append('nombre', `Crema ${IMG}`);
  form.append('id_marca', String(marca.succes.id));
  form.append('precio', '15000');
  form.append('ficha_tecnica', `**Negrita segura** ${IMG}`);
  form.append('uso_adecuado', SCRIPT);
  form.append('aviso_legal', SVG);
  form.append('fotos[]', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  const producto = await post('/api/producto/create', form, admin);
  return {
    profesional: yo.id,
    producto: producto.succes.id as number,
    admin: admin,
    especialidad: especialidad.toLowerCase(),
  };
}

/** Nothing ran, no element came from a payload, and the payload is on the page as text. */
async function inerte(path: string, opts: { token?: string } = {}) {
  const { page, context } = await open('/');
  const dialogos: string[] = [];
  page.on('dialog', async (d) => {
    dialogos.push(d.message());
    await d.dismiss();
  });
  if (opts.token) await page.evaluate((t) => localStorage.setItem('token', t), opts.token);
  await page.goto(path);
  await expect.poll(() => page.getByText(/onerror=|<script>|<svg onload/i).count()).toBeGreaterThan(0);
  // a canary image with the payloads' `src=x`, added now: its error comes after the error a payload's
  // image would have had (asked for earlier, same address), so any handler of theirs has run by then
  await page.evaluate(
    () =>
      new Promise((listo) => {
        const canario = new Image();
        canario.onerror = canario.onload = () => listo(null);
        canario.src = 'x';
      }),
  );
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogos).toEqual([]);
  expect(await page.locator('img[src="x"], svg[onload], img[onerror]').count()).toBe(0);
  const html = await page.content();
  expect(html).not.toContain('window.__xss=(window.__xss||0)+1</script>');
  await context.close();
  return html;
}

describe('Stored script payloads', () => {
  it('A visitor sees names, opinions and product texts with scripts in them as plain text, and nothing runs', async () => {
    const s = await sembrar();
    await inerte(`/doc-detalle/${s.profesional}`);
    await inerte(`/especialistas/todas/${s.especialidad}/0`);
    await inerte('/e-comerce');
    const detalle = await inerte(`/e-comerce/${s.producto}`);
    // the one formatting that exists: **bold**
    expect(detalle).toMatch(/<(strong|b)[^>]*>Negrita segura<\/(strong|b)>/);
  });

  it('Staff see the same texts inert in the administration tables', async () => {
    const s = await sembrar();
    await inerte('/panel/ecomerce/marcas', { token: s.admin });
    await inerte('/panel/config', { token: s.admin });
  });
});
