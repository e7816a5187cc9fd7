/**
 * Download and delete my data (issue 22, item 4): from Mis citas (the sign-in link's e-mail) and
 * from the order look-up (factura and e-mail). worker/datos-personales/rutas.ts, lib/borrar-datos.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nuevoEnlace } from '../../../worker/citas/enlaces';
import { schema } from '../../../worker/db/schema';
import { horario, motivo } from '../agenda-fixtures';
import { call, callJson, db, makeCuenta, mismaVentana } from '../helpers';
import { ipUnica, nuevaVenta } from '../ventas-fixtures';

/** Monday 2 March 2026, 08:00 in Bogotá: the clock of these tests. */
const AHORA = '2026-03-02T13:00:00Z';
let seq = 0;
const correoNuevo = () => `borrar${Date.now() % 1e8}${seq++}@correo.co`;
const ip = () => `10.77.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;

/** A profesional with a Monday 09:00 franja, and her motivo. */
async function consultorio() {
  const profesional = await makeCuenta({ nombre: 'Laura', apellido: 'Rincón' });
  const h = await horario(profesional.id, { lunes: 1 });
  return { profesional, h, motivo: await motivo(profesional.id) };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

/** Books through the API (with its notices) at AHORA. */
async function agendar(f: Consultorio, email: string, fecha: string) {
  const { status, json } = await callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email,
      fecha_cita: fecha,
      horario: f.h.id,
      primera_visita: 'no',
      motivo: f.motivo.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
    },
    encoding: 'json',
    headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': ip() },
  });
  expect(status).toBe(201);
  return json.succes as { id: number };
}

/** An attended cita of `email` a week ago, and the verified comentario she wrote about it. */
async function pasadaConComentario(f: Consultorio, email: string) {
  const [pasada] = await db()
    .insert(schema.citas)
    .values({
      user_id: f.profesional.id,
      horario_id: f.h.id,
      motivo_id: f.motivo.id,
      nombre: 'Ana Gómez',
      telefono: '3001234567',
      email,
      observacion: 'Dolor de rodilla',
      fecha_cita: '2026-02-23',
      hora_inicio: '09:00',
      hora_fin: '09:30',
      inicio: '2026-02-23T14:00:00.000Z',
      atendido: 1,
    })
    .returning();
  const [comentario] = await db()
    .insert(schema.comentarios)
    .values({
      user_id: f.profesional.id,
      nombre: 'Ana G.',
      email: 'otro@correo.co',
      observacion: 'Muy amable',
      calificacion: 5,
      verificado: 1,
      cita_id: pasada.id,
    })
    .returning();
  return { pasada, comentario };
}

/** A Mis citas sign-in link of `email`, valid 30 minutes from AHORA. */
async function acceso(email: string) {
  const { token, fila } = await nuevoEnlace({ tipo: 'acceso', email, expira_at: '2026-03-02T13:30:00.000Z' });
  await db().insert(schema.enlaces).values(fila);
  return token;
}

const headers = () => ({ 'X-Test-Now': AHORA, 'cf-connecting-ip': ip() });
const descargar = (token: string, formato = '') =>
  call(`/api/mis-citas/${token}/datos${formato ? `?formato=${formato}` : ''}`, { headers: headers() });
const borrar = (token: string, body: Record<string, string> = { confirmar: '1' }) =>
  callJson(`/api/mis-citas/${token}/borrar`, { body, encoding: 'json', headers: headers() });
const pedirCodigo = (token: string, extra: Record<string, string> = {}) =>
  callJson(`/api/mis-citas/${token}/borrar/codigo`, {
    body: {},
    encoding: 'json',
    headers: { ...headers(), ...extra },
  });
/** The code of the newest deletion e-mail to `email`. */
async function codigoEnviado(email: string): Promise<string> {
  const correos = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
  const ultimo = correos.filter((m) => /^Tu código para borrar/.test(m.asunto)).at(-1);
  const codigo = /\b(\d{6})\b/.exec(ultimo?.texto ?? '')?.[1];
  expect(codigo, 'a deletion code was e-mailed').toBeDefined();
  return codigo as string;
}
/** What a paciente does: asks for the code, reads it in her e-mail, confirms with it. */
async function borrarConCodigo(token: string, email: string) {
  expect((await pedirCodigo(token)).status).toBe(200);
  return borrar(token, { confirmar: '1', codigo: await codigoEnviado(email) });
}
const citaDe = async (id: number) => (await db().select().from(schema.citas).where(eq(schema.citas.id, id)))[0];

describe('GET /api/mis-citas/{token}/datos', () => {
  it('downloads every cita, comentario and message of the link’s e-mail as a JSON attachment, and nothing of others', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    const futura = await agendar(f, email, '2026-03-09');
    const { pasada, comentario } = await pasadaConComentario(f, email);
    const ajena = await agendar(f, correoNuevo(), '2026-03-16');
    const res = await descargar(await acceso(email));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mis-datos-citasalud-2026-03-02\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const archivo = await res.json<any>();
    expect(archivo.citas.map((c: { id: number }) => c.id)).toEqual([pasada.id, futura.id]);
    expect(archivo.citas.some((c: { id: number }) => c.id === ajena.id)).toBe(false);
    expect(archivo.citas[0]).toMatchObject({
      nombre: 'Ana Gómez',
      observacion: 'Dolor de rodilla',
      estado: 'atendida',
    });
    expect(archivo.citas[1]).toMatchObject({ profesional: 'Laura Rincón', motivo: 'Control', email });
    expect(archivo.comentarios).toEqual([
      expect.objectContaining({ id: comentario.id, observacion: 'Muy amable', calificacion: 5, verificado: true }),
    ]);
    // the booking's confirmation went to her e-mail
    expect(archivo.avisos.some((a: { para: string; asunto: string }) => a.para === email)).toBe(true);
    expect(archivo.avisos.every((a: { para: string }) => a.para === email || /^57\d{10}$/.test(a.para))).toBe(true);
    // the copies of her messages carry no working private link
    const textos = archivo.avisos.map((a: { texto: string }) => a.texto).join('\n');
    expect(textos).toContain('/mi-cita/(enlace privado)');
    expect(textos).not.toMatch(/\/mi-cita\/[A-Za-z0-9_-]{20,}/);
  });

  it('gives the same as readable text with formato=texto', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    await agendar(f, email, '2026-03-09');
    const res = await descargar(await acceso(email), 'texto');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('content-disposition')).toMatch(/\.txt"$/);
    const texto = await res.text();
    expect(texto).toMatch(/^Tus datos en CitaSalud\n/);
    expect(texto).toContain('Citas (1)');
    expect(texto).toContain('profesional: Laura Rincón');
    expect(texto).toContain(`email: ${email}`);
  });

  it('answers 404 to an unknown or expired link and 422 to an unknown format', async () => {
    const email = correoNuevo();
    const token = await acceso(email);
    expect((await descargar('x'.repeat(43))).status).toBe(404);
    const vencido = await call(`/api/mis-citas/${token}/datos`, {
      headers: { 'X-Test-Now': '2026-03-02T13:31:00Z', 'cf-connecting-ip': ip() },
    });
    expect(vencido.status).toBe(404);
    const formato = await descargar(token, 'pdf');
    expect(formato.status).toBe(422);
    expect((await formato.json<any>()).message).toBe('El formato debe ser json o texto.');
  });

  it('throttles an address: the eleventh call in 10 minutes answers 429', async () => {
    const desde = { 'X-Test-Now': AHORA, 'cf-connecting-ip': '203.0.113.201' };
    for (let i = 0; i < 10; i++)
      expect((await call(`/api/mis-citas/${'z'.repeat(43)}/datos`, { headers: desde })).status).toBe(404);
    expect((await call(`/api/mis-citas/${'z'.repeat(43)}/datos`, { headers: desde })).status).toBe(429);
  });
});

describe('POST /api/mis-citas/{token}/borrar', () => {
  it('refuses without the confirmation (422) and changes nothing', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    const futura = await agendar(f, email, '2026-03-09');
    const { status, json } = await borrar(await acceso(email), {});
    expect(status).toBe(422);
    expect(json.errors.confirmar).toEqual(['Confirma que quieres borrar tus datos: esta acción no se puede deshacer.']);
    expect((await citaDe(futura.id)).email).toBe(email);
  });

  it('cancels her upcoming citas with notices, anonymises the rest, deletes her links and mails a confirmation', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    const futura = await agendar(f, email, '2026-03-09');
    const { pasada, comentario } = await pasadaConComentario(f, email);
    const otra = correoNuevo();
    const ajena = await agendar(f, otra, '2026-03-16');
    const token = await acceso(email);
    const { status, json } = await borrarConCodigo(token, email);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ citas_canceladas: 1, citas_anonimizadas: 2, comentarios_anonimizados: 1 });
    expect(json.succes.avisos_borrados).toBeGreaterThan(0);

    const cancelada = await citaDe(futura.id);
    expect(cancelada).toMatchObject({ nombre: 'Anónimo', email: '', telefono: '', cancelada_por: 'paciente' });
    expect(cancelada.cancelada_at).not.toBeNull();
    expect(cancelada.anonimizada_at).toBe('2026-03-02T13:00:00.000Z');
    // the attended cita stays for the profesional's agenda and statistics, without who she was
    expect(await citaDe(pasada.id)).toMatchObject({
      nombre: 'Anónimo',
      email: '',
      telefono: '',
      observacion: '',
      atendido: 1,
      fecha_cita: '2026-02-23',
    });
    const [k] = await db().select().from(schema.comentarios).where(eq(schema.comentarios.id, comentario.id));
    expect(k).toMatchObject({ nombre: 'Anónimo', email: '', observacion: '', calificacion: 5, verificado: 1 });
    // another paciente's cita is untouched
    expect((await citaDe(ajena.id)).email).toBe(otra);

    const correos = await db().select().from(schema.mailOutbox);
    const alProfesional = correos.filter((m) => m.para === f.profesional.email && /cancel/i.test(m.asunto));
    expect(alProfesional.at(-1)?.texto).toContain('Quien agendó la cita pidió borrar sus datos personales.');
    const aElla = correos.filter((m) => m.para === email).map((m) => m.asunto);
    expect(aElla).toContain('Borramos tus datos de CitaSalud');
    // what was sent to her before (the booking's confirmation) is gone; the new messages remain
    expect(aElla.every((a) => a === 'Borramos tus datos de CitaSalud' || /cancel/i.test(a))).toBe(true);

    // the link no longer opens anything, and nothing stored carries her e-mail in a cita or link
    expect((await descargar(token)).status).toBe(404);
    expect((await borrar(token, { confirmar: '1', codigo: '000000' })).status).toBe(404);
    expect((await pedirCodigo(token)).status).toBe(404);
    expect(await db().select().from(schema.enlaces).where(eq(schema.enlaces.email, email))).toEqual([]);
    expect(await db().select().from(schema.enlaces).where(eq(schema.enlaces.cita_id, pasada.id))).toEqual([]);
    expect(await db().select().from(schema.citas).where(eq(schema.citas.email, email))).toEqual([]);
  });

  it('frees the franja of the cancelled cita for another paciente', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    await agendar(f, email, '2026-03-09');
    expect((await borrarConCodigo(await acceso(email), email)).status).toBe(200);
    await agendar(f, correoNuevo(), '2026-03-09');
  });
});

describe('the code a deletion from Mis citas asks for (issue 38)', () => {
  it('lets a forwarded link read her data but not erase it: without the e-mailed code, 422 and nothing changes', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    const futura = await agendar(f, email, '2026-03-09');
    const token = await acceso(email);
    expect((await descargar(token)).status).toBe(200);
    const sinCodigo = await borrar(token, { confirmar: '1' });
    expect(sinCodigo.status).toBe(422);
    expect(sinCodigo.json.errors.codigo).toEqual(['Escribe los 6 dígitos del código que te enviamos a tu correo.']);
    const inventado = await borrar(token, { confirmar: '1', codigo: '123456' });
    expect(inventado.status).toBe(422);
    expect(inventado.json.errors.codigo).toEqual(['El código no es válido o ya venció. Pide uno nuevo.']);
    expect((await citaDe(futura.id)).email).toBe(email);
  });

  it('sends the code only to the link’s e-mail; another e-mail’s code, an old one or a late one does not erase', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    const otra = correoNuevo();
    const futura = await agendar(f, email, '2026-03-09');
    const token = await acceso(email);
    const tokenOtra = await acceso(otra);
    const envio = await pedirCodigo(token);
    expect(envio.status).toBe(200);
    expect(envio.json.succes).toMatch(/código de 6 dígitos a tu correo/);
    const viejo = await codigoEnviado(email);
    await pedirCodigo(tokenOtra);
    const deOtra = await codigoEnviado(otra);
    if (deOtra !== viejo) expect((await borrar(token, { confirmar: '1', codigo: deOtra })).status).toBe(422);
    // a new code replaces the old one
    await pedirCodigo(token);
    const nuevo = await codigoEnviado(email);
    if (nuevo !== viejo) expect((await borrar(token, { confirmar: '1', codigo: viejo })).status).toBe(422);
    // ten minutes later the code no longer works
    const tarde = await callJson(`/api/mis-citas/${token}/borrar`, {
      body: { confirmar: '1', codigo: nuevo },
      encoding: 'json',
      headers: { 'X-Test-Now': '2026-03-02T13:10:30Z', 'cf-connecting-ip': ip() },
    });
    expect(tarde.status).toBe(422);
    expect((await citaDe(futura.id)).email).toBe(email);
    // the fresh code, in time, erases
    expect((await borrar(token, { confirmar: '1', codigo: nuevo })).status).toBe(200);
  });

  it('answers 429 after five wrong codes for one e-mail, whatever the address', async () => {
    const f = await consultorio();
    const email = correoNuevo();
    await agendar(f, email, '2026-03-09');
    const token = await acceso(email);
    await pedirCodigo(token);
    const real = await codigoEnviado(email);
    const errado = real === '000000' ? '111111' : '000000';
    const estados: number[] = [];
    for (let i = 0; i < 6; i++) estados.push((await borrar(token, { confirmar: '1', codigo: errado })).status);
    expect(estados).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('answers 404 for an unknown link and sends nothing', async () => {
    expect((await pedirCodigo('x'.repeat(43))).status).toBe(404);
  });
});

/** The order look-up's calls for venta `factura` of `email`. */
const descargarVenta = (factura: string, email: string, formato = '') =>
  call(
    `/api/ventas/consulta/datos?factura=${factura}&email=${encodeURIComponent(email)}${formato ? `&formato=${formato}` : ''}`,
    { headers: { 'cf-connecting-ip': ipUnica() } },
  );
const borrarVenta = (factura: string, email: string, confirmar = '1') =>
  callJson('/api/ventas/consulta/borrar', {
    body: { factura, email, confirmar },
    headers: { 'cf-connecting-ip': ipUnica() },
  });
const ventaDe = async (factura: string) =>
  (await db().select().from(schema.ventas).where(eq(schema.ventas.factura, factura)))[0];
const marcar = (factura: string, cambio: Partial<typeof schema.ventas.$inferInsert>) =>
  db().update(schema.ventas).set(cambio).where(eq(schema.ventas.factura, factura));

describe('the order look-up: GET /api/ventas/consulta/datos and POST /api/ventas/consulta/borrar', () => {
  it('downloads the venta with its lines, pagos and messages, only with the matching e-mail', async () => {
    const email = correoNuevo();
    const v = await nuevaVenta(20000, 2, { email });
    const venta = await ventaDe(v.factura);
    await db()
      .insert(schema.pagoEventos)
      .values({
        venta_id: venta.id,
        transaccion_id: 'tx-1',
        status: 'APPROVED',
        checksum: `c-${v.factura}`,
        evento_at: 1,
      });
    const res = await descargarVenta(v.factura, email);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    const archivo = await res.json<any>();
    expect(archivo.ventas).toHaveLength(1);
    expect(archivo.ventas[0]).toMatchObject({
      factura: v.factura,
      email,
      nombre: 'Ana',
      direccion: 'Calle 10 # 20-30, apto 401',
    });
    expect(archivo.ventas[0].productos[0]).toMatchObject({ cantidad: 2, valor_unitario: 20000 });
    expect(archivo.ventas[0].pagos).toEqual([expect.objectContaining({ transaccion_id: 'tx-1', status: 'APPROVED' })]);
    expect(archivo.citas).toEqual([]);
    expect((await descargarVenta(v.factura, correoNuevo())).status).toBe(404);
    expect((await descargarVenta(v.factura, email, 'texto')).headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('keeps a delivered sale’s record (name, documento, amounts) and blanks its contact fields', async () => {
    const email = correoNuevo();
    const v = await nuevaVenta(20000, 1, { email, documento: '1020304050' });
    await marcar(v.factura, { status_pago: 'aprobado', status_entrega: 'entregado' });
    const { status, json } = await borrarVenta(v.factura, email);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ anonimizacion: 'parcial', factura: v.factura });
    expect(json.succes.conservado).toContain('documento');
    expect(json.succes.conservado_hasta).toMatch(/^20(3\d)-\d\d-\d\d$/);
    expect(json.succes.mensaje).toMatch(/hasta el [^,]+, \d+ de [a-z]+ de 20\d\d; ese día también se anonimizan\.$/);
    const venta = await ventaDe(v.factura);
    expect(venta).toMatchObject({ email: '', telefono_cliente: '', direccion: '', nombre: 'Ana', total: v.total });
    expect(venta.anonimizada_at).toBeNull();
    const correos = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(correos.map((m) => m.asunto)).toEqual(['Borramos tus datos de CitaSalud']);
    // the look-up's proof is gone with the e-mail
    expect((await descargarVenta(v.factura, email)).status).toBe(404);
  });

  it('blanks everything personal of an unpaid venta', async () => {
    const email = correoNuevo();
    const v = await nuevaVenta(20000, 1, { email });
    await marcar(v.factura, { status_pago: 'rechazado' });
    const { status, json } = await borrarVenta(v.factura, email);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ anonimizacion: 'completa', conservado: [], conservado_hasta: null });
    expect(await ventaDe(v.factura)).toMatchObject({ nombre: 'Anónimo', apellidos: '', documento: '', email: '' });
  });

  it('refuses (409) while a paid venta is on its way or a payment is in progress, and needs the confirmation', async () => {
    const email = correoNuevo();
    const v = await nuevaVenta(20000, 1, { email });
    const pendiente = await borrarVenta(v.factura, email);
    expect(pendiente.status).toBe(409);
    expect(pendiente.json.message).toMatch(/pago en proceso/);
    await marcar(v.factura, { status_pago: 'aprobado', status_entrega: 'enviado' });
    const enviada = await borrarVenta(v.factura, email);
    expect(enviada.status).toBe(409);
    expect(enviada.json.message).toMatch(/aún no se ha entregado/);
    expect((await borrarVenta(v.factura, email, '0')).status).toBe(422);
    expect((await ventaDe(v.factura)).email).toBe(email);
  });

  it('shares the look-up’s budget per address: the eleventh call in 10 minutes answers 429', async () => {
    const desde = { 'cf-connecting-ip': '203.0.113.202', ...mismaVentana() };
    for (let i = 0; i < 5; i++)
      expect((await call('/api/ventas/consulta?factura=CS-NADA&email=a@b.co', { headers: desde })).status).toBe(404);
    for (let i = 0; i < 5; i++)
      expect((await call('/api/ventas/consulta/datos?factura=CS-NADA&email=a@b.co', { headers: desde })).status).toBe(
        404,
      );
    const res = await call('/api/ventas/consulta/borrar', {
      body: { factura: 'CS-NADA', email: 'a@b.co', confirmar: '1' },
      headers: desde,
    });
    expect(res.status).toBe(429);
  });
});
