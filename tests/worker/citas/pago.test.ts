/**
 * How the paciente pays (issue 37 item 2, docs/decisions/0020): booking may say particular, an EPS
 * or a medicina prepagada of the catalogue; the server keeps it with the cita, refuses an EPS or a
 * prepagada the profesional does not accept, and tells it to her and to the profesional.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nuevoEnlace } from '../../../worker/citas/enlaces';
import { schema } from '../../../worker/db/schema';
import { call, callJson, db, ENCODINGS, makeCuenta } from '../helpers';

/** Monday 2 March 2026, 08:00 in Bogotá: the clock of these tests. */
const AHORA = '2026-03-02T13:00:00Z';
// Mondays that are no festivo (23 March 2026 is San José's)
const LUNES = ['2026-03-09', '2026-03-16', '2026-03-30', '2026-04-06'];

let seq = 0;
const unico = () => `${Date.now().toString(36)}${seq++}`;
let ipSeq = 0;
/** A fresh client address per booking, so the per-address throttle never mixes tests. */
const nuevaIp = () => `10.9.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;

/** The catalogue's ids (migration 0006) of these slugs. */
async function idsDe(slugs: string[]) {
  const filas = await db().select().from(schema.aseguradoras).where(inArray(schema.aseguradoras.slug, slugs));
  return filas.map((a) => a.id);
}

/** A profesional who accepts Nueva EPS and Colsanitas (and does not list particular), Mondays 09:00–09:30. */
async function consultorio() {
  const u = unico();
  const profesional = await makeCuenta({
    nombre: 'Marta',
    apellido: `Lozano ${u}`,
    email: `marta.${u}@consultorio.co`,
  });
  const [horario] = await db()
    .insert(schema.horarios)
    .values({ user_id: profesional.id, hora_inicio: '09:00', hora_fin: '09:30', lunes: 1 })
    .returning();
  const [motivo] = await db().insert(schema.motivos).values({ user_id: profesional.id, nombre: 'Control' }).returning();
  await db()
    .insert(schema.profesionalAseguradoras)
    .values((await idsDe(['nueva-eps', 'colsanitas'])).map((id) => ({ user_id: profesional.id, aseguradora_id: id })));
  return { profesional, horario, motivo };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

const agendar = (
  f: Consultorio,
  over: Record<string, unknown> = {},
  encoding: (typeof ENCODINGS)[number] = 'multipart',
) =>
  callJson('/api/cita/create', {
    body: {
      nombre: 'Ana Gómez',
      email: `ana.${unico()}@correo.co`,
      fecha_cita: LUNES[0],
      horario: f.horario.id,
      primera_visita: 'no',
      motivo: f.motivo.id,
      telefono: '3001234567',
      user: f.profesional.id,
      acepta_tratamiento: '1',
      ...over,
    },
    encoding,
    headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
  });

const citasDe = (id: number) => db().select().from(schema.citas).where(eq(schema.citas.user_id, id));
const correosA = (para: string) => db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para));

describe('POST /api/cita/create: how the paciente pays', () => {
  for (const encoding of ENCODINGS) {
    it(`keeps an EPS she accepts, from a ${encoding} body, and answers it`, async () => {
      const f = await consultorio();
      const { status, json } = await agendar(f, { aseguradora: 'nueva-eps' }, encoding);
      expect(status, JSON.stringify(json)).toBe(201);
      expect(json.succes).toMatchObject({ aseguradora: 'Nueva EPS', aseguradora_tipo: 'eps' });
      const [fila] = await citasDe(f.profesional.id);
      expect(fila.aseguradora_id).toBe((await idsDe(['nueva-eps']))[0]);
    });
  }

  it('tells it in both e-mails and shows it in her agenda', async () => {
    const f = await consultorio();
    const { json } = await agendar(f, { aseguradora: 'colsanitas', email: 'pago.prepagada@correo.co' });
    const [alPaciente] = await correosA('pago.prepagada@correo.co');
    const [aElla] = await correosA(f.profesional.email);
    for (const correo of [alPaciente, aElla]) {
      expect(correo.texto).toContain('Forma de pago: Medicina prepagada · Colsanitas');
      expect(correo.html).toContain('<strong>Forma de pago:</strong> Medicina prepagada · Colsanitas');
    }
    const panel = await callJson('/api/medic/all/private', {
      token: f.profesional.token,
      headers: { 'X-Test-Now': AHORA },
    });
    expect(panel.json.citas.find((c: { id: number }) => c.id === json.succes.id)).toMatchObject({
      aseguradora: 'Colsanitas',
      aseguradora_tipo: 'prepagada',
    });
  });

  it('takes particular from whom does not list it: paying herself is always possible', async () => {
    const f = await consultorio();
    const { status, json } = await agendar(f, { aseguradora: 'Particular', email: 'pago.particular@correo.co' });
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({ aseguradora: 'Particular', aseguradora_tipo: 'particular' });
    const [correo] = await correosA('pago.particular@correo.co');
    expect(correo.texto).toContain('Forma de pago: Particular');
  });

  it('refuses with 422 an EPS she does not accept, saying so, and books nothing', async () => {
    const f = await consultorio();
    const { status, json } = await agendar(f, { aseguradora: 'eps-sura', email: 'pago.sura@correo.co' });
    expect(status).toBe(422);
    expect(json.errors.aseguradora).toEqual([
      'Este especialista no atiende con EPS Sura; puede agendar como particular o sin indicar cómo pagará.',
    ]);
    expect(await citasDe(f.profesional.id)).toEqual([]);
    expect(await correosA('pago.sura@correo.co')).toEqual([]);
    // as particular, the same franja books
    expect((await agendar(f, { aseguradora: 'particular', email: 'pago.sura@correo.co' })).status).toBe(201);
  });

  it('refuses with 422 an aseguradora the catalogue does not have, and a value that is no name', async () => {
    const f = await consultorio();
    const desconocida = await agendar(f, { aseguradora: 'seguro-lunar' });
    expect(desconocida.status).toBe(422);
    expect(desconocida.json.errors.aseguradora[0]).toMatch(/^Elija cómo pagará de la lista/);
    const larga = await agendar(f, { aseguradora: 'x'.repeat(200) });
    expect(larga.status).toBe(422);
    expect(Object.keys(larga.json.errors)).toEqual(['aseguradora']);
    expect(await citasDe(f.profesional.id)).toEqual([]);
  });

  it('books as before when the client says nothing of it (an old client), or sends it blank', async () => {
    const f = await consultorio();
    const sinCampo = await agendar(f);
    expect(sinCampo.status).toBe(201);
    expect(sinCampo.json.succes).toMatchObject({ aseguradora: '', aseguradora_tipo: '' });
    const enBlanco = await agendar(f, { aseguradora: '', fecha_cita: LUNES[1] });
    expect(enBlanco.status).toBe(201);
    const filas = await citasDe(f.profesional.id);
    expect(filas.map((c) => c.aseguradora_id)).toEqual([null, null]);
    const [correo] = await correosA(f.profesional.email);
    expect(correo.texto).not.toContain('Forma de pago');
  });

  it('refuses an EPS she stopped accepting after this isolate remembered her consultorio', async () => {
    const f = await consultorio();
    expect((await agendar(f, { aseguradora: 'nueva-eps' })).status).toBe(201); // the isolate now remembers her
    const [nuevaEps] = await idsDe(['nueva-eps']);
    await db()
      .delete(schema.profesionalAseguradoras)
      .where(
        and(
          eq(schema.profesionalAseguradoras.user_id, f.profesional.id),
          eq(schema.profesionalAseguradoras.aseguradora_id, nuevaEps),
        ),
      );
    const { status, json } = await agendar(f, { aseguradora: 'nueva-eps', fecha_cita: LUNES[2] });
    expect(status).toBe(422);
    expect(json.errors.aseguradora[0]).toContain('no atiende con Nueva EPS');
    expect(await citasDe(f.profesional.id)).toHaveLength(1);
  });

  it('is part of what her download of her data (Mis datos) holds', async () => {
    const f = await consultorio();
    const email = `pago.datos.${unico()}@correo.co`;
    expect((await agendar(f, { aseguradora: 'colsanitas', email })).status).toBe(201);
    const { token, fila } = await nuevoEnlace({ tipo: 'acceso', email, expira_at: '2026-03-02T13:30:00.000Z' });
    await db().insert(schema.enlaces).values(fila);
    const res = await call(`/api/mis-citas/${token}/datos`, {
      headers: { 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() },
    });
    expect(res.status).toBe(200);
    const archivo = await res.json<{ citas: { aseguradora: string }[] }>();
    expect(archivo.citas).toEqual([expect.objectContaining({ aseguradora: 'Colsanitas' })]);
  });
});
