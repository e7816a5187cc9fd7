/**
 * The lista de espera's personal data (decision 0022, Ley 1581): in the paciente's Mis datos file,
 * deleted with her data, and trimmed by the cron 30 days after the last day she asked for.
 */

import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ArchivoMisDatos } from '../../../common/wire/mis-datos';
import { nuevoEnlace } from '../../../worker/citas/enlaces';
import { purgeOld } from '../../../worker/datos-personales/retention';
import { schema } from '../../../worker/db/schema';
import { call, callJson, db } from '../helpers';
import {
  AHORA,
  cancelar,
  consultorio,
  despues,
  entrar,
  esperaDe,
  JUEVES,
  llenar,
  nuevaIp,
  nuevoCorreo,
  ofertasDe,
} from './fixtures';

/** A Mis citas sign-in link of `email`, valid 30 minutes from AHORA. */
async function acceso(email: string) {
  const { token, fila } = await nuevoEnlace({ tipo: 'acceso', email, expira_at: despues(30) });
  await db().insert(schema.enlaces).values(fila);
  return token;
}
const cabeceras = () => ({ 'X-Test-Now': AHORA, 'cf-connecting-ip': nuevaIp() });

/** Thursday full, Marta and Sofía in the line, 09:00 cancelled: Marta holds its oferta. */
async function martaConOferta() {
  const f = await consultorio();
  const citas = await llenar(f);
  const marta = nuevoCorreo('marta');
  const sofia = nuevoCorreo('sofia');
  await entrar(f, { email: marta, acepta_whatsapp: '1' });
  await entrar(f, { email: sofia });
  await cancelar(citas[0].gestion);
  return { f, marta, sofia };
}

describe('the lista de espera in Mis datos', () => {
  it('puts her places and their ofertas in the file, with the links’ tokens hidden', async () => {
    const { marta } = await martaConOferta();
    const res = await call(`/api/mis-citas/${await acceso(marta)}/datos`, { headers: cabeceras() });
    expect(res.status).toBe(200);
    const archivo = (await res.json()) as ArchivoMisDatos;
    expect(archivo.esperas).toEqual([
      {
        profesional: 'Laura Rincón',
        motivo: 'Control',
        desde: JUEVES,
        hasta: JUEVES,
        franja: 'cualquiera',
        estado: 'esperando',
        nombre: 'Marta Díaz',
        email: marta,
        telefono: '3105550000',
        acepta_whatsapp: true,
        created_at: expect.any(String),
        ofertas: [{ fecha: JUEVES, hora_inicio: '09:00', estado: 'pendiente', created_at: expect.any(String) }],
      },
    ]);
    const textos = archivo.avisos.map((a) => a.texto).join('\n');
    expect(textos).toContain('/lista-espera/oferta/');
    expect(textos).not.toMatch(/\/lista-espera\/(oferta|salir)\/[A-Za-z0-9_-]{20,}/);
    // the WhatsApp copy of her oferta is hers too
    expect(archivo.avisos.some((a) => a.canal === 'whatsapp')).toBe(true);
    const texto = await (
      await call(`/api/mis-citas/${await acceso(marta)}/datos?formato=texto`, { headers: cabeceras() })
    ).text();
    expect(texto).toContain('Listas de espera (1)');
  });

  it('deletes her places with her data, and her live oferta passes to the next in line', async () => {
    const { f, marta, sofia } = await martaConOferta();
    const token = await acceso(marta);
    expect(
      (await callJson(`/api/mis-citas/${token}/borrar/codigo`, { body: {}, encoding: 'json', headers: cabeceras() }))
        .status,
    ).toBe(200);
    const [correo] = (await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, marta))).filter(
      (m) => /^Tu código para borrar/.test(m.asunto),
    );
    const codigo = /\b(\d{6})\b/.exec(correo.texto)?.[1] ?? '';
    const { status } = await callJson(`/api/mis-citas/${token}/borrar`, {
      body: { confirmar: '1', codigo },
      encoding: 'json',
      headers: cabeceras(),
    });
    expect(status).toBe(200);
    expect(await esperaDe(f.profesional.id, marta)).toBeUndefined();
    expect(await ofertasDe(marta)).toEqual([]);
    expect((await ofertasDe(sofia)).map((o) => [o.hora_inicio, o.estado])).toEqual([['09:00', 'pendiente']]);
  });
});

describe('retention of the lista de espera', () => {
  it('deletes places (and their ofertas) 30 days after the last day they asked for, not before', async () => {
    const { f, marta, sofia } = await martaConOferta();
    await purgeOld(env.DB, new Date('2026-04-04T12:00:00Z')); // 30 days after Thursday 5 March: kept
    expect(await esperaDe(f.profesional.id, marta)).toBeDefined();
    await purgeOld(env.DB, new Date('2026-04-05T12:00:00Z'));
    expect(await esperaDe(f.profesional.id, marta)).toBeUndefined();
    expect(await esperaDe(f.profesional.id, sofia)).toBeUndefined();
    const ofertas = await db()
      .select()
      .from(schema.ofertasEspera)
      .where(eq(schema.ofertasEspera.user_id, f.profesional.id));
    expect(ofertas).toEqual([]);
  });
});
