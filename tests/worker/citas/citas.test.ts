import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instanteBogota } from '../../../common/fechas';
import { festivo } from '../../../common/festivos';
import { schema } from '../../../worker/db/schema';
import { TOKEN_DE_PRUEBA } from '../../../worker/plataforma/turnstile';
import { callJson, db, ENCODINGS, type Encoding, makeAdmin, makeCuenta } from '../helpers';

/** Monday 2 March 2026, 08:00 in Bogotá (13:00 UTC): the clock of these tests. */
const AHORA = '2026-03-02T13:00:00Z';
const PROXIMO_LUNES = '2026-03-09';

let ipSeq = 0;
/** A fresh client address per booking test, so the per-address throttle never mixes tests. */
const nuevaIp = () => `10.0.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;

/** An active professional with a Monday 09:00–09:30 schedule and one visit reason. */
async function consultorio(over: Partial<typeof schema.users.$inferInsert> = {}) {
  const profesional = await makeCuenta({
    nombre: 'Laura',
    apellido: 'Rincón',
    direccion: 'Calle 10 # 5-20, piso 3',
    ...over,
  });
  const [horario] = await db()
    .insert(schema.horarios)
    .values({ user_id: profesional.id, hora_inicio: '09:00', hora_fin: '09:30', lunes: 1, miercoles: 1 })
    .returning();
  const [motivo] = await db().insert(schema.motivos).values({ user_id: profesional.id, nombre: 'Control' }).returning();
  return { profesional: profesional, horario, motivo };
}
type Consultorio = Awaited<ReturnType<typeof consultorio>>;

let emailSeq = 0;
const solicitud = (f: Consultorio, over: Record<string, unknown> = {}) => ({
  nombre: 'Ana Gómez',
  // one address per booking: an e-mail gets at most 4 bookings an hour without the human check
  email: `Ana.Gomez${emailSeq++}@Correo.co`,
  observacion: 'Dolor de cabeza',
  fecha_cita: PROXIMO_LUNES,
  horario: f.horario.id,
  primera_visita: 'si',
  motivo: f.motivo.id,
  telefono: '300 123 4567',
  user: f.profesional.id,
  acepta_tratamiento: '1',
  ...over,
});

/** `humano`: the request carries a Turnstile token that passes (the local stand-in's dummy token). */
type DatosCita = { encoding?: Encoding; now?: string; ip?: string; humano?: boolean };
const agendar = (body: Record<string, unknown>, o: DatosCita = {}) =>
  callJson('/api/cita/create', {
    body: o.humano ? { ...body, 'cf-turnstile-response': TOKEN_DE_PRUEBA } : body,
    encoding: o.encoding ?? 'multipart',
    headers: { 'X-Test-Now': o.now ?? AHORA, 'cf-connecting-ip': o.ip ?? nuevaIp() },
  });

/** A fresh paciente e-mail: one e-mail holds at most 2 upcoming citas with a profesional. */
const otroEmail = () => `paciente${emailSeq++}.${Date.now().toString(36)}@correo.co`;

const citasDe = (cuentaId: number) => db().select().from(schema.citas).where(eq(schema.citas.user_id, cuentaId));

describe('POST /api/cita/create', () => {
  for (const encoding of ENCODINGS) {
    it(`books a free slot from a ${encoding} body and answers the appointment with 201`, async () => {
      const f = await consultorio();
      const { status, json } = await agendar(solicitud(f), { encoding });
      expect(status).toBe(201);
      expect(json.succes).toEqual({
        id: expect.any(Number),
        fecha_cita: PROXIMO_LUNES,
        hora_inicio: '09:00',
        hora_fin: '09:30',
        nombre: 'Ana Gómez',
        email: expect.stringMatching(/^ana\.gomez\d+@correo\.co$/),
        telefono: '3001234567',
        motivo: 'Control',
        motivo_id: f.motivo.id,
        horario_id: f.horario.id,
        observacion: 'Dolor de cabeza',
        primera_visita: 'si',
        atendido: 0,
        user: f.profesional.id,
        gestion: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        modalidad: 1,
        enlace_video: '',
        // she did not say how she pays (an old client's booking)
        aseguradora: '',
        aseguradora_tipo: '',
      });
      const filas = await citasDe(f.profesional.id);
      expect(filas).toHaveLength(1);
      expect(filas[0]).toMatchObject({ id: json.succes.id, horario_id: f.horario.id, motivo_id: f.motivo.id });
    });
  }

  it("reads the original calendar's M/D/YYYY date and answers YYYY-MM-DD", async () => {
    const f = await consultorio();
    const { status, json } = await agendar(solicitud(f, { fecha_cita: '3/9/2026' }));
    expect(status).toBe(201);
    expect(json.succes.fecha_cita).toBe('2026-03-09');
  });

  it("accepts 'Sí', 'SI' and 'No' as the first-visit answer", async () => {
    const f = await consultorio();
    const si = await agendar(solicitud(f, { primera_visita: 'Sí' }));
    expect(si.json.succes.primera_visita).toBe('si');
    const no = await agendar(solicitud(f, { primera_visita: 'No', fecha_cita: '2026-03-16' }));
    expect(no.json.succes.primera_visita).toBe('no');
    const mayus = await agendar(solicitud(f, { primera_visita: 'SI', fecha_cita: '2026-03-30', email: otroEmail() }));
    expect(mayus.status).toBe(201);
  });

  it('records the data-processing consent against the appointment', async () => {
    const f = await consultorio();
    const { json } = await agendar(solicitud(f));
    const [consentimiento] = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.cita_id, json.succes.id));
    expect(consentimiento).toMatchObject({ tipo: 'tratamiento_datos', email: json.succes.email });
    expect(consentimiento.version).not.toBe('');
  });

  it('queues a confirmation e-mail with the details and a calendar invite', async () => {
    const f = await consultorio();
    const email = `paciente${nuevaIp().replace(/\./g, '')}@correo.co`;
    const { status } = await agendar(solicitud(f, { email }));
    expect(status).toBe(201);
    const [correo] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(correo.asunto).toBe('Tu cita quedó agendada: lunes, 9 de marzo de 2026 a las 9:00 a. m.');
    expect(correo.texto).toContain('Laura Rincón');
    expect(correo.texto).not.toContain('comuníquese');
    expect(correo.texto).toContain('Calle 10 # 5-20, piso 3, Bogotá');
    expect(correo.texto).toContain('Motivo: Control');
    expect(correo.html).toContain('<strong>Hora:</strong> 9:00 – 9:30 a. m.');
    const [ics] = JSON.parse(correo.adjuntos);
    expect(ics.filename).toBe('cita.ics');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    // 09:00 in Bogotá is 14:00 UTC; commas in the address are escaped; every line ends in CRLF
    expect(ics.content).toContain('\r\nDTSTART:20260309T140000Z\r\n');
    expect(ics.content).toContain('\r\nDTEND:20260309T143000Z\r\n');
    expect(ics.content).toContain('LOCATION:Calle 10 # 5-20\\, piso 3\\, Bogotá');
    expect(ics.content).toContain('SUMMARY:Cita con Laura Rincón');
    expect(ics.content).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*UID:.+@citasalud[\s\S]*END:VCALENDAR\r\n$/,
    );
    expect(ics.content.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('tells the profesional too, and keeps only the hash of the manage token', async () => {
    const f = await consultorio({ email: 'laura.rincon@consultorio.co', celular: '3109876543' });
    const email = `paciente${nuevaIp().replace(/\./g, '')}@correo.co`;
    const { status, json } = await agendar(solicitud(f, { email }));
    expect(status).toBe(201);
    const token: string = json.succes.gestion;
    const [alPaciente] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(alPaciente.texto).toContain(`/mi-cita/${token}`);
    expect(alPaciente.texto).toContain('Teléfono del especialista: +57 310 987 6543');
    const [alProfesional] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.para, 'laura.rincon@consultorio.co'));
    expect(alProfesional.asunto).toBe('Nueva cita: lunes, 9 de marzo de 2026 a las 9:00 a. m.');
    expect(alProfesional.texto).toContain('Paciente: Ana Gómez');
    expect(alProfesional.texto).not.toContain(token);
    const [uidPaciente, uidProfesional] = [alPaciente, alProfesional].map(
      (m) => /UID:(.+)\r\n/.exec(JSON.parse(m.adjuntos)[0].content)?.[1],
    );
    expect(uidPaciente).toBe(uidProfesional);
    const enlaces = await db().select().from(schema.enlaces).where(eq(schema.enlaces.cita_id, json.succes.id));
    expect(enlaces).toHaveLength(1);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    expect(enlaces[0].hash).toBe([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''));
    expect(enlaces[0].tipo).toBe('gestion');
  });

  const invalidos: [string, Record<string, unknown>, string][] = [
    ['nombre', { nombre: '' }, 'El campo nombre es obligatorio.'],
    ['nombre', { nombre: 'x'.repeat(121) }, 'El campo nombre admite máximo 120 caracteres.'],
    ['email', { email: 'ana@' }, 'Ingrese un correo electrónico válido.'],
    ['telefono', { telefono: '6012345678' }, 'El celular debe tener 10 dígitos y empezar por 3.'],
    ['telefono', { telefono: '30012345' }, 'El celular debe tener 10 dígitos y empezar por 3.'],
    ['observacion', { observacion: 'x'.repeat(1001) }, 'El campo observación admite máximo 1000 caracteres.'],
    ['primera_visita', { primera_visita: 'tal vez' }, 'Indique si es su primera vez con el especialista (si o no).'],
    ['horario', { horario: 'abc' }, 'El identificador no es válido.'],
    ['motivo', { motivo: '' }, 'El campo motivo es obligatorio.'],
    ['user', { user: '-3' }, 'El identificador no es válido.'],
    ['fecha_cita', { fecha_cita: '2026-02-30' }, 'La fecha no es válida. Use AAAA-MM-DD o M/D/AAAA.'],
    ['fecha_cita', { fecha_cita: '2026-03-01' }, 'La fecha ya pasó. Elija hoy o un día posterior.'],
    ['fecha_cita', { fecha_cita: '2026-06-01' }, 'Solo se pueden agendar citas en los próximos 90 días.'],
    [
      'acepta_tratamiento',
      { acepta_tratamiento: undefined },
      'Debe aceptar la política de tratamiento de datos personales (Ley 1581 de 2012) para agendar la cita.',
    ],
    [
      'acepta_tratamiento',
      { acepta_tratamiento: '0' },
      'Debe aceptar la política de tratamiento de datos personales (Ley 1581 de 2012) para agendar la cita.',
    ],
  ];
  for (const [campo, cambio, mensaje] of invalidos) {
    it(`refuses ${JSON.stringify(cambio).slice(0, 40)} with 422 on ${campo}`, async () => {
      const f = await consultorio();
      for (const encoding of ENCODINGS) {
        const { status, json } = await agendar(solicitud(f, cambio), { encoding });
        expect(status, encoding).toBe(422);
        expect(json.errors[campo], encoding).toEqual([mensaje]);
      }
      expect(await citasDe(f.profesional.id)).toHaveLength(0);
    });
  }

  it('refuses a slot whose start already passed today in Bogotá, and books a later one the same day', async () => {
    const f = await consultorio();
    const [tarde] = await db()
      .insert(schema.horarios)
      .values({ user_id: f.profesional.id, hora_inicio: '23:00', hora_fin: '23:30', lunes: 1 })
      .returning();
    // 10:00 on Monday 9 March in Bogotá
    const now = '2026-03-09T15:00:00Z';
    const pasado = await agendar(solicitud(f), { now });
    expect(pasado.status).toBe(422);
    expect(pasado.json.errors.horario).toEqual(['Ese horario ya pasó. Elija un horario posterior.']);
    const luego = await agendar(solicitud(f, { horario: tarde.id }), { now });
    expect(luego.status).toBe(201);
  });

  it('books today at 23:30 in Bogotá although UTC is already on the next day', async () => {
    // no minimum notice and 15-minute franjas: 23:40 is still ahead at 23:30
    const f = await consultorio({ antelacion_minutos: 0, duracion_franja: 15 });
    const [noche] = await db()
      .insert(schema.horarios)
      .values({ user_id: f.profesional.id, hora_inicio: '23:40', hora_fin: '23:59', lunes: 1 })
      .returning();
    const { status, json } = await agendar(solicitud(f, { horario: noche.id }), { now: '2026-03-10T04:30:00Z' });
    expect(status).toBe(201);
    expect(json.succes.fecha_cita).toBe('2026-03-09');
  });

  it('refuses a schedule that does not attend on the weekday of the date', async () => {
    const f = await consultorio(); // Mondays and Wednesdays
    const martes = await agendar(solicitud(f, { fecha_cita: '2026-03-10' }));
    expect(martes.status).toBe(422);
    expect(martes.json.errors.horario).toEqual(['El horario seleccionado no atiende el día elegido.']);
    const miercoles = await agendar(solicitud(f, { fecha_cita: '2026-03-11' }));
    expect(miercoles.status).toBe(201);
  });

  it("refuses another professional's slot or reason", async () => {
    const f = await consultorio();
    const otro = await consultorio();
    const franja = await agendar(solicitud(f, { horario: otro.horario.id }));
    expect(franja.status).toBe(422);
    expect(franja.json.errors.horario).toEqual(['El horario seleccionado no pertenece a este especialista.']);
    const motivo = await agendar(solicitud(f, { motivo: otro.motivo.id }));
    expect(motivo.status).toBe(422);
    expect(motivo.json.errors.motivo).toEqual(['El motivo seleccionado no pertenece a este especialista.']);
    expect(await citasDe(otro.profesional.id)).toHaveLength(0);
    expect(await citasDe(f.profesional.id)).toHaveLength(0);
  });

  it('answers 404 for an inactive or unknown professional', async () => {
    const f = await consultorio({ activo: 0 });
    const inactivo = await agendar(solicitud(f));
    expect(inactivo.status).toBe(404);
    expect(inactivo.json.message).toBe('El especialista no existe o no está disponible.');
    expect((await agendar(solicitud(f, { user: 99_999_999 }))).status).toBe(404);
  });

  it('refuses a second booking of the same slot and date with 409, leaving no extra consent or e-mail', async () => {
    const f = await consultorio();
    const email = `repetido${nuevaIp().replace(/\./g, '')}@correo.co`;
    expect((await agendar(solicitud(f, { email }))).status).toBe(201);
    const segunda = await agendar(solicitud(f, { email, nombre: 'Otra persona' }));
    expect(segunda.status).toBe(409);
    expect(segunda.json.message).toBe('Ese horario ya fue reservado. Elija otro.');
    expect(await citasDe(f.profesional.id)).toHaveLength(1);
    const correos = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(correos).toHaveLength(1);
    const consentimientos = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.email, email));
    expect(consentimientos).toHaveLength(1);
    // the same slot on another date is free
    expect((await agendar(solicitud(f, { fecha_cita: '2026-03-16' }))).status).toBe(201);
  });

  it('lets exactly one of 20 concurrent bookings of one slot win; the others get 409', async () => {
    const f = await consultorio();
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => agendar(solicitud(f, { nombre: `Paciente ${i}` }))),
    );
    const estados = respuestas.map((r) => r.status).sort();
    expect(estados.filter((s) => s === 201)).toHaveLength(1);
    expect(estados.filter((s) => s === 409)).toHaveLength(19);
    const filas = await db()
      .select()
      .from(schema.citas)
      .where(and(eq(schema.citas.user_id, f.profesional.id), eq(schema.citas.fecha_cita, PROXIMO_LUNES)));
    expect(filas).toHaveLength(1);
  });

  it('answers 429 after 20 booking attempts from one address within ten minutes, even with the human check', async () => {
    const f = await consultorio();
    const ip = nuevaIp();
    for (let i = 0; i < 20; i++) {
      const { status } = await agendar(solicitud(f, { nombre: '' }), { ip, humano: true });
      expect(status).toBe(422);
    }
    const bloqueada = await agendar(solicitud(f), { ip, humano: true });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.json.message).toMatch(/Espere unos minutos/);
    expect((await agendar(solicitud(f))).status).toBe(201);
  });

  it('asks for the human check after 5 attempts from one address, then books with a token that passes', async () => {
    const f = await consultorio();
    const ip = nuevaIp();
    for (let i = 0; i < 5; i++) expect((await agendar(solicitud(f, { nombre: '' }), { ip })).status).toBe(422);
    const pedida = await agendar(solicitud(f), { ip });
    expect(pedida.status).toBe(428);
    expect(pedida.json).toMatchObject({ error: 'verificacion_humana', sitekey: '' });
    expect(pedida.json.message).toMatch(/confirme que es una persona/);
    expect(await citasDe(f.profesional.id)).toHaveLength(0);
    const falsa = await agendar({ ...solicitud(f), 'cf-turnstile-response': 'token-inventado' }, { ip });
    expect(falsa.status).toBe(428);
    expect(falsa.json.message).toMatch(/No pudimos confirmar/);
    expect((await agendar(solicitud(f), { ip, humano: true })).status).toBe(201);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const f = await consultorio({ ventana_dias: 120 });
    const red = `2001:db8:${(ipSeq++).toString(16)}:1`;
    for (let i = 0; i < 5; i++)
      expect((await agendar(solicitud(f, { nombre: '' }), { ip: `${red}::${i + 1}` })).status).toBe(422);
    expect((await agendar(solicitud(f), { ip: `${red}:0:0:0:ffff` })).status).toBe(428);
    expect((await agendar(solicitud(f), { ip: `${red}:0:0:0:ffff`.replace(':1:0', ':2:0') })).status).toBe(201);
  });

  it('asks for the human check once one e-mail has 4 bookings in the hour, from any address', async () => {
    const otros = await Promise.all([consultorio(), consultorio(), consultorio(), consultorio(), consultorio()]);
    const email = otroEmail();
    for (const o of otros.slice(0, 4)) expect((await agendar(solicitud(o, { email }))).status).toBe(201);
    const quinta = await agendar(solicitud(otros[4], { email }));
    expect(quinta.status).toBe(428);
    expect(await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email))).toHaveLength(4);
    expect((await agendar(solicitud(otros[4], { email }), { humano: true })).status).toBe(201);
  });

  /** Twenty bookings in a row: room for a busy 2-core machine. */
  const SEGUIDAS_MS = 30_000;

  /** The Mondays and Wednesdays a booking on 2 March 2026 may choose (up to 120 days ahead, no festivos). */
  const lunesYMiercoles = () => {
    const fechas: string[] = [];
    for (let d = 1; d <= 120; d++) {
      const dia = new Date(Date.UTC(2026, 2, 2 + d));
      const fecha = dia.toISOString().slice(0, 10);
      if ((dia.getUTCDay() === 1 || dia.getUTCDay() === 3) && !festivo(fecha)) fechas.push(fecha);
    }
    return fechas;
  };

  /**
   * A practice and a fresh address that has already booked `n` of the Mondays and Wednesdays in a
   * row (each answered 201); `fechas` are all of them, the first `n` taken.
   */
  const trasAgendar = async (n: number) => {
    const f = await consultorio({ ventana_dias: 120 });
    const ip = nuevaIp();
    const fechas = lunesYMiercoles();
    for (const fecha_cita of fechas.slice(0, n))
      expect((await agendar(solicitud(f, { fecha_cita, email: otroEmail() }), { ip, humano: true })).status).toBe(201);
    return { f, ip, fechas };
  };

  it(
    'answers 429 to the 21st booking from one address after 20 that succeeded, and writes nothing for it',
    async () => {
      const { f, ip, fechas } = await trasAgendar(20);
      const libre = fechas[20];
      const email = `limite${ip.replace(/\./g, '')}@correo.co`;
      const bloqueada = await agendar(solicitud(f, { fecha_cita: libre, email }), { ip, humano: true });
      expect(bloqueada.status).toBe(429);
      expect(bloqueada.json.message).toMatch(/Espere unos minutos/);
      expect((await citasDe(f.profesional.id)).filter((c) => c.fecha_cita === libre)).toHaveLength(0);
      expect(await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email))).toHaveLength(0);
      expect(
        await db().select().from(schema.consentimientos).where(eq(schema.consentimientos.email, email)),
      ).toHaveLength(0);
      // the slot is still free for another address
      expect((await agendar(solicitud(f, { fecha_cita: libre, email }))).status).toBe(201);
    },
    SEGUIDAS_MS,
  );

  it(
    'counts the limit per 10-minute window of the request clock: the next window books again',
    async () => {
      const { f, ip, fechas } = await trasAgendar(20);
      expect((await agendar(solicitud(f, { fecha_cita: fechas[20] }), { ip, humano: true })).status).toBe(429);
      const luego = new Date(new Date(AHORA).getTime() + 10 * 60_000).toISOString();
      expect(
        (await agendar(solicitud(f, { fecha_cita: fechas[20], email: otroEmail() }), { ip, now: luego })).status,
      ).toBe(201);
    },
    SEGUIDAS_MS,
  );

  it(
    'lets one of five concurrent bookings through when the address has one booking left',
    async () => {
      const { f, ip, fechas } = await trasAgendar(19);
      const respuestas = await Promise.all(
        fechas
          .slice(19, 24)
          .map((fecha_cita) => agendar(solicitud(f, { fecha_cita, email: otroEmail() }), { ip, humano: true })),
      );
      const estados = respuestas.map((r) => r.status).sort();
      expect(estados).toEqual([201, 429, 429, 429, 429]);
      expect(await citasDe(f.profesional.id)).toHaveLength(20);
    },
    SEGUIDAS_MS,
  );

  it(
    'counts attempts at a taken slot: after 20 of them the address gets 429 even for a free slot',
    async () => {
      const f = await consultorio();
      expect((await agendar(solicitud(f))).status).toBe(201);
      const ip = nuevaIp();
      for (let i = 0; i < 20; i++) {
        expect((await agendar(solicitud(f, { nombre: `Intento ${i}` }), { ip, humano: true })).status).toBe(409);
      }
      const libre = await agendar(solicitud(f, { fecha_cita: '2026-03-16' }), { ip, humano: true });
      expect(libre.status).toBe(429);
      expect(await citasDe(f.profesional.id)).toHaveLength(1);
    },
    SEGUIDAS_MS,
  );

  describe('after an earlier booking with the same professional', () => {
    it('books with the schedule, name and reason as they are now, not as they were', async () => {
      const f = await consultorio();
      expect((await agendar(solicitud(f))).status).toBe(201);
      // changed straight in D1, as another isolate or a staff screen would: a longer range and franja
      await db().update(schema.horarios).set({ hora_fin: '09:45' }).where(eq(schema.horarios.id, f.horario.id));
      await db()
        .update(schema.users)
        .set({ apellido: 'Rincón Díaz', duracion_franja: 45 })
        .where(eq(schema.users.id, f.profesional.id));
      await db().update(schema.motivos).set({ nombre: 'Revisión' }).where(eq(schema.motivos.id, f.motivo.id));
      const email = `cambio${nuevaIp().replace(/\./g, '')}@correo.co`;
      const { status, json } = await agendar(solicitud(f, { fecha_cita: '2026-03-16', email }));
      expect(status).toBe(201);
      expect(json.succes).toMatchObject({ hora_fin: '09:45', motivo: 'Revisión' });
      const [correo] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
      expect(correo.texto).toContain('Laura Rincón Díaz');
      expect(correo.texto).toContain('9:00 – 9:45 a. m.');
      expect(correo.texto).toContain('Motivo: Revisión');
    });

    it('refuses a professional deactivated since, and a weekday the schedule no longer attends', async () => {
      const f = await consultorio();
      expect((await agendar(solicitud(f))).status).toBe(201);
      await db().update(schema.horarios).set({ lunes: 0 }).where(eq(schema.horarios.id, f.horario.id));
      const lunes = await agendar(solicitud(f, { fecha_cita: '2026-03-16' }));
      expect(lunes.status).toBe(422);
      expect(lunes.json.errors.horario).toEqual(['El horario seleccionado no atiende el día elegido.']);
      await db().update(schema.users).set({ activo: 0 }).where(eq(schema.users.id, f.profesional.id));
      const miercoles = await agendar(solicitud(f, { fecha_cita: '2026-03-11' }));
      expect(miercoles.status).toBe(404);
      expect(await citasDe(f.profesional.id)).toHaveLength(1);
    });

    it('books a schedule and a reason added since', async () => {
      const f = await consultorio();
      expect((await agendar(solicitud(f))).status).toBe(201);
      const [tarde] = await db()
        .insert(schema.horarios)
        .values({ user_id: f.profesional.id, hora_inicio: '15:00', hora_fin: '15:30', lunes: 1 })
        .returning();
      const [motivo] = await db()
        .insert(schema.motivos)
        .values({ user_id: f.profesional.id, nombre: 'Nuevo' })
        .returning();
      const { status, json } = await agendar(solicitud(f, { horario: tarde.id, motivo: motivo.id }));
      expect(status).toBe(201);
      expect(json.succes).toMatchObject({ hora_inicio: '15:00', motivo: 'Nuevo' });
    });
  });

  it('answers 400 for a malformed JSON body, not 500', async () => {
    const { status } = await callJson('/api/cita/create', {
      rawBody: '{"nombre":',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': nuevaIp() },
    });
    expect(status).toBe(400);
  });
});

/** An appointment of `f` built directly in D1. */
async function cita(f: Consultorio, over: Partial<typeof schema.citas.$inferInsert> = {}) {
  const [row] = await db()
    .insert(schema.citas)
    .values({
      user_id: f.profesional.id,
      horario_id: f.horario.id,
      motivo_id: f.motivo.id,
      nombre: 'Paciente',
      telefono: '3001234567',
      email: 'paciente@correo.co',
      fecha_cita: PROXIMO_LUNES,
      hora_inicio: f.horario.hora_inicio,
      hora_fin: f.horario.hora_fin,
      ...over,
    })
    .returning();
  return row;
}

describe('GET /api/cita/atendido', () => {
  // from the cita's start (issue 22): Monday 9 March 2026 at 15:00 in Bogotá, on the request clock
  const DESPUES = { 'X-Test-Now': '2026-03-09T20:00:00Z' };
  const empezada = (f: Consultorio) => cita(f, { inicio: instanteBogota(PROXIMO_LUNES, f.horario.hora_inicio) });
  it("marks the caller's own appointment attended, and again without harm", async () => {
    const f = await consultorio();
    const c = await empezada(f);
    for (let i = 0; i < 2; i++) {
      const { status, json } = await callJson(`/api/cita/atendido?id=${c.id}`, {
        token: f.profesional.token,
        headers: DESPUES,
      });
      expect(status).toBe(200);
      expect(json.succes).toMatchObject({ id: c.id, atendido: 1 });
    }
    const [fila] = await db().select().from(schema.citas).where(eq(schema.citas.id, c.id));
    expect(fila.atendido).toBe(1);
  });

  it("answers 404 for another professional's appointment, also to staff, and leaves it pending", async () => {
    const f = await consultorio();
    const c = await empezada(f);
    const otro = await makeCuenta();
    const admin = await makeAdmin();
    for (const token of [otro.token, admin.token]) {
      const { status } = await callJson(`/api/cita/atendido?id=${c.id}`, { token, headers: DESPUES });
      expect(status).toBe(404);
    }
    const [fila] = await db().select().from(schema.citas).where(eq(schema.citas.id, c.id));
    expect(fila.atendido).toBe(0);
  });

  it('answers 401 without a session and 422 for a malformed id', async () => {
    const f = await consultorio();
    const c = await empezada(f);
    expect((await callJson(`/api/cita/atendido?id=${c.id}`)).status).toBe(401);
    expect((await callJson('/api/cita/atendido?id=uno', { token: f.profesional.token })).status).toBe(422);
    expect((await callJson('/api/cita/atendido', { token: f.profesional.token })).status).toBe(422);
  });

  it('refuses a cita that has not started with 409, says from when, and sends nothing', async () => {
    const f = await consultorio();
    const c = await empezada(f);
    const antes = await callJson(`/api/cita/atendido?id=${c.id}`, {
      token: f.profesional.token,
      headers: { 'X-Test-Now': '2026-02-07T15:00:00Z' }, // 30 days ahead of it
    });
    expect(antes.status).toBe(409);
    expect(antes.json.message).toMatch(/^La cita aún no empieza: podrás marcarla como atendida desde las /);
    const [fila] = await db().select().from(schema.citas).where(eq(schema.citas.id, c.id));
    expect(fila.atendido).toBe(0);
    // no comentario invitation (its link and e-mail go in one batch with the mark)
    expect(await db().select().from(schema.enlaces).where(eq(schema.enlaces.cita_id, c.id))).toHaveLength(0);
    const enPunto = await callJson(`/api/cita/atendido?id=${c.id}`, {
      token: f.profesional.token,
      headers: { 'X-Test-Now': fila.inicio },
    });
    expect(enPunto.status).toBe(200);
  });
});

describe('GET /api/cita/delete', () => {
  it("cancels the caller's own pending appointment, frees its slot and tells the paciente", async () => {
    const f = await consultorio();
    const email = `paciente${nuevaIp().replace(/\./g, '')}@correo.co`;
    const { json: creada } = await agendar(solicitud(f, { email }));
    const id = creada.succes.id;
    const { status, json } = await callJson(`/api/cita/delete?id=${id}`, {
      token: f.profesional.token,
      headers: { 'X-Test-Now': AHORA },
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      id,
      atendido: 0,
      estado: 'cancelada',
      cancelada_por: 'profesional',
      cancelacion_motivo: '',
    });
    const [fila] = await citasDe(f.profesional.id);
    expect([fila.cancelada_at, fila.secuencia]).toEqual([AHORA.replace('Z', '.000Z'), 1]);
    const [, aviso] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(aviso.asunto).toBe('Tu cita del lunes, 9 de marzo de 2026 a las 9:00 a. m. fue cancelada');
    expect(aviso.texto).toContain('Laura Rincón canceló tu cita.');
    expect(JSON.parse(aviso.adjuntos)[0].content).toContain('\r\nMETHOD:CANCEL\r\n');
    expect((await agendar(solicitud(f))).status).toBe(201);
    const otraVez = await callJson(`/api/cita/delete?id=${id}`, { token: f.profesional.token });
    expect([otraVez.status, otraVez.json.message]).toEqual([409, 'La cita ya fue cancelada.']);
  });

  it('refuses to delete an attended appointment with 409', async () => {
    const f = await consultorio();
    const c = await cita(f, { atendido: 1 });
    const { status, json } = await callJson(`/api/cita/delete?id=${c.id}`, { token: f.profesional.token });
    expect(status).toBe(409);
    expect(json.message).toBe('La cita ya fue atendida y no se puede eliminar.');
    expect((await citasDe(f.profesional.id))[0]).toMatchObject({ cancelada_at: null, secuencia: 0 });
  });

  it("answers 404 for another professional's appointment, also to staff, and keeps it", async () => {
    const f = await consultorio();
    const c = await cita(f);
    for (const token of [(await makeCuenta()).token, (await makeAdmin()).token]) {
      expect((await callJson(`/api/cita/delete?id=${c.id}`, { token })).status).toBe(404);
    }
    expect((await citasDe(f.profesional.id))[0].cancelada_at).toBeNull();
    expect((await callJson(`/api/cita/delete?id=${c.id}`)).status).toBe(401);
  });
});

describe('POST /api/cita/cancelar', () => {
  const cancelar = (token: string | undefined, body: Record<string, unknown>) =>
    callJson('/api/cita/cancelar', { token, body, headers: { 'X-Test-Now': AHORA } });

  it('cancels her own cita and tells the paciente the reason, with a link to book again', async () => {
    const f = await consultorio({ email: `laura${nuevaIp().replace(/\./g, '')}@consultorio.co` });
    const email = `paciente${nuevaIp().replace(/\./g, '')}@correo.co`;
    const { json: creada } = await agendar(solicitud(f, { email }));
    const { status, json } = await cancelar(f.profesional.token, {
      id: creada.succes.id,
      motivo: 'Tengo una incapacidad médica',
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      estado: 'cancelada',
      cancelada_por: 'profesional',
      cancelacion_motivo: 'Tengo una incapacidad médica',
    });
    const [confirmacion, aviso] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(aviso.texto).toContain('Laura Rincón canceló tu cita.');
    expect(aviso.texto).toContain('Motivo: Tengo una incapacidad médica');
    expect(aviso.texto).toContain(`http://localhost:8787/doc-detalle/${f.profesional.id}`);
    const uid = (m: { adjuntos: string }) => /UID:(.+)\r\n/.exec(JSON.parse(m.adjuntos)[0].content)?.[1];
    expect(uid(aviso)).toBe(uid(confirmacion));
    expect(JSON.parse(aviso.adjuntos)[0].content).toContain('\r\nSEQUENCE:1\r\n');
    const [, alProfesional] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.para, f.profesional.email));
    expect(alProfesional.texto).toContain('Cancelaste esta cita; avisamos a tu paciente con el motivo.');
  });

  it('asks for a reason of 3 to 500 characters (422 in Spanish)', async () => {
    const f = await consultorio();
    const c = await cita(f);
    for (const [motivo, mensaje] of [
      [undefined, 'El campo motivo es obligatorio.'],
      ['no', 'El campo motivo debe tener al menos 3 caracteres.'],
      ['x'.repeat(501), 'El campo motivo admite máximo 500 caracteres.'],
    ] as const) {
      const { status, json } = await cancelar(f.profesional.token, { id: c.id, ...(motivo ? { motivo } : {}) });
      expect([status, json.errors?.motivo]).toEqual([422, [mensaje]]);
    }
    expect((await citasDe(f.profesional.id))[0].cancelada_at).toBeNull();
  });

  it("refuses attended and cancelled citas (409), another's (404) and no session (401)", async () => {
    const f = await consultorio();
    const atendida = await cita(f, { atendido: 1 });
    const cancelada = await cita(f, { fecha_cita: '2026-03-11', cancelada_at: AHORA });
    const body = (id: number) => ({ id, motivo: 'Cierre del consultorio' });
    const a = await cancelar(f.profesional.token, body(atendida.id));
    expect([a.status, a.json.message]).toEqual([409, 'La cita ya fue atendida y no se puede cancelar.']);
    const b = await cancelar(f.profesional.token, body(cancelada.id));
    expect([b.status, b.json.message]).toEqual([409, 'La cita ya fue cancelada.']);
    expect((await cancelar((await makeCuenta()).token, body(atendida.id))).status).toBe(404);
    expect((await cancelar(undefined, body(atendida.id))).status).toBe(401);
  });
});

describe('GET /api/medic/all/private', () => {
  const panel = (token: string, now = AHORA) =>
    callJson('/api/medic/all/private', { token, headers: { 'X-Test-Now': now } });

  it('answers the documented shape with zeros, never nulls, for a professional without data', async () => {
    const profesional = await makeCuenta();
    const { status, json } = await panel(profesional.token);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      citas: [],
      resumen: [{ total: 0, atendidos: 0, pendientes: 0 }],
      calificacion: [{ promedio: 0, total: 0 }],
      comentarios: [],
    });
  });

  it("lists the caller's appointments newest date first with the reason's name, and counts them", async () => {
    const f = await consultorio();
    const [tarde] = await db()
      .insert(schema.horarios)
      .values({ user_id: f.profesional.id, hora_inicio: '15:00', hora_fin: '15:30', lunes: 1 })
      .returning();
    const a = await cita(f, { fecha_cita: '2026-03-02', atendido: 1 });
    const b = await cita(f, { fecha_cita: '2026-03-09' });
    const c = await cita(f, {
      fecha_cita: '2026-03-09',
      horario_id: tarde.id,
      hora_inicio: '15:00',
      hora_fin: '15:30',
    });
    const otro = await consultorio();
    await cita(otro, { nombre: 'De otro' });
    const { json } = await panel(f.profesional.token);
    expect(json.citas.map((x: any) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(json.citas[0]).toEqual({
      id: b.id,
      nombre: 'Paciente',
      telefono: '3001234567',
      email: 'paciente@correo.co',
      motivo: 'Control',
      observacion: '',
      fecha_cita: '2026-03-09',
      hora_inicio: '09:00',
      hora_fin: '09:30',
      atendido: 0,
      primera_visita: 'no',
      estado: 'pendiente',
      cancelada_por: '',
      cancelacion_motivo: '',
      modalidad: 1,
      enlace_video: '',
      aseguradora: '',
      aseguradora_tipo: '',
    });
    expect(json.resumen).toEqual([{ total: 3, atendidos: 1, pendientes: 2, no_asistio: 0, canceladas: 0 }]);
    expect(json.citas.some((x: any) => x.nombre === 'De otro')).toBe(false);
  });

  it('lists only the window from 30 days back to 90 ahead, while the counts cover every appointment', async () => {
    const f = await consultorio();
    await cita(f, { fecha_cita: '2025-12-01', atendido: 1 });
    const dentro = await cita(f, { fecha_cita: '2026-01-31', atendido: 1 });
    const { json } = await panel(f.profesional.token);
    expect(json.citas.map((x: any) => x.id)).toEqual([dentro.id]);
    expect(json.resumen).toEqual([{ total: 2, atendidos: 2, pendientes: 0, no_asistio: 0, canceladas: 0 }]);
    expect(json.ventana).toEqual({ desde: '2026-01-31', hasta: '2026-05-31', maximo: 500 });
  });

  it('shows the rating of the visible comentarios and only the visible verified ones, newest first', async () => {
    // issue 19: verified means "came through the invitation after an attended cita" (verificado 1),
    // no longer "its e-mail matches an attended cita"; hidden ones count nowhere
    const f = await consultorio();
    await cita(f, { email: 'atendida@correo.co', atendido: 1, fecha_cita: '2026-02-23' });
    const comentar = (
      over: Partial<typeof schema.comentarios.$inferInsert> & { calificacion: number; created_at: string },
    ) =>
      db()
        .insert(schema.comentarios)
        .values({
          user_id: f.profesional.id,
          nombre: 'Paciente',
          email: 'atendida@correo.co',
          observacion: 'Bien',
          ...over,
        })
        .returning();
    const [[viejo], [nuevo]] = [
      await comentar({ verificado: 1, calificacion: 5, created_at: '2026-02-24T10:00:00.000Z' }),
      await comentar({ verificado: 1, calificacion: 4, created_at: '2026-02-25T10:00:00.000Z' }),
    ];
    // the open form's (same e-mail as an attended cita: still unverified), a hidden verified one, another's
    await comentar({ verificado: 0, calificacion: 3, created_at: '2026-02-26T10:00:00.000Z' });
    await comentar({
      verificado: 1,
      calificacion: 1,
      created_at: '2026-02-27T10:00:00.000Z',
      oculto_at: '2026-02-28T10:00:00.000Z',
    });
    const otro = await makeCuenta();
    await comentar({ user_id: otro.id, verificado: 1, calificacion: 1, created_at: '2026-02-27T10:00:00.000Z' });
    const { json } = await panel(f.profesional.token);
    expect(json.calificacion).toEqual([{ promedio: 4, total: 3 }]);
    expect(json.comentarios.map((x: any) => x.id)).toEqual([nuevo.id, viejo.id]);
    expect(Object.keys(json.comentarios[0]).sort()).toEqual([
      'calificacion',
      'created_at',
      'id',
      'nombre',
      'observacion',
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await callJson('/api/medic/all/private')).status).toBe(401);
  });
});

describe('only professionals (rol 0) can be booked (issue 22)', () => {
  it('answers 404 to the availability and the booking of an admin account, and stores nothing', async () => {
    const admin = await consultorio({ rol: 1, activo: 1 });
    const profesional = await consultorio();
    const headers = { 'X-Test-Now': AHORA };
    for (const f of [admin, profesional]) {
      const esAdmin = f === admin;
      const dia = await callJson(`/api/medic/disponibilidad?id=${f.profesional.id}&fecha=${PROXIMO_LUNES}`, {
        headers,
      });
      expect(dia.status, 'day').toBe(esAdmin ? 404 : 200);
      const mes = await callJson(`/api/medic/disponibilidad/mes?id=${f.profesional.id}&mes=2026-03`, { headers });
      expect(mes.status, 'month').toBe(esAdmin ? 404 : 200);
      if (esAdmin) expect(dia.json.message).toBe('El especialista no existe o no está disponible.');
    }
    const { status, json } = await agendar(solicitud(admin, { email: otroEmail() }));
    expect(status).toBe(404);
    expect(json.message).toBe('El especialista no existe o no está disponible.');
    expect(await citasDe(admin.profesional.id)).toHaveLength(0);
  });
});
