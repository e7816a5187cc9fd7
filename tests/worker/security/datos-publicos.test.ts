/**
 * Privacy by default (issue 22 item 4, Ley 1581): every public route of the authorization matrix,
 * called by every kind of caller, answers nothing that carries the professional's cédula, e-mail
 * or unpublished phones. The Worker-drawn pages and the kept copies of public reads are built from
 * these same answers (lib/pagina.ts, lib/cache.ts), so they carry no more than these.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { db } from '../helpers';
import { llamarJson, type Mundo, mundo, unico } from './mundo';
import { ACTORES, enviar, MATRIZ, tokenDe } from './rutas';

/** Distinctive strings: found in an answer only if her own data leaked into it. */
async function conDatosDistintivos(m: Mundo) {
  const n = Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');
  const privados = {
    cedula: `8${n}917`,
    email: `privado.${unico()}@secreto-profesional.co`,
    celular: `318${n}5`,
    fijo: `604${n}9`,
  };
  await db()
    .update(schema.users)
    .set({ ...privados, publicar_celular: 0 })
    .where(eq(schema.users.id, m.dueno.id));
  return privados;
}

/** What in `texto` is one of `privados` (phones also as printed, "+57 318 …"). */
function filtrados(texto: string, privados: Record<string, string>) {
  const digitos = texto.replace(/[\s\-()+]/g, '');
  return Object.entries(privados)
    .filter(([k, v]) => texto.includes(v) || (k !== 'email' && digitos.includes(v)))
    .map(([k]) => k);
}

const publicas = Object.entries(MATRIZ).filter(([, fila]) => fila.acceso === 'publico');

describe('public answers and a professional’s private data', () => {
  it('sweeps every public route of the matrix', () => {
    expect(publicas.length).toBeGreaterThan(30);
  });

  for (const [clave, fila] of publicas) {
    it(`${clave} carries no cédula, e-mail or unpublished phone, whoever calls`, async () => {
      const m = await mundo();
      const privados = await conDatosDistintivos(m);
      const fallos: string[] = [];
      for (const actor of ACTORES) {
        const res = await enviar(clave, fila.pedir(m, actor), tokenDe(m, actor), m);
        const vistos = filtrados(await res.text(), privados);
        if (vistos.length) fallos.push(`${actor}: ${res.status} carries ${vistos.join(', ')}`);
      }
      expect(fallos).toEqual([]);
    });
  }

  it('carries her phones once she publishes them, and never her cédula or e-mail', async () => {
    const m = await mundo();
    const privados = await conDatosDistintivos(m);
    await db().update(schema.users).set({ publicar_celular: 1 }).where(eq(schema.users.id, m.dueno.id));
    const { json } = await llamarJson('/api/medic/find', { body: { id: m.dueno.id } });
    expect(json.succes[0]).toMatchObject({ celular: privados.celular, fijo: privados.fijo, cedula: '', email: '' });
    const lista = await llamarJson('/api/medic/all');
    const suya = lista.json.succes.find((p: { id: number }) => p.id === m.dueno.id);
    expect(suya).toMatchObject({ celular: privados.celular, cedula: '', email: '' });
  });

  it('leaves them whole to herself (GET /api/users) and to admins (GET /api/admin/medicos)', async () => {
    const m = await mundo();
    const privados = await conDatosDistintivos(m);
    const propia = await llamarJson('/api/users', { token: m.dueno.token });
    expect(propia.json).toMatchObject({ ...privados, publicar_celular: 0 });
    const admin = await llamarJson('/api/admin/medicos', { token: m.admin.token });
    const suya = admin.json.succes.find((p: { id: number }) => p.id === m.dueno.id);
    expect(suya).toMatchObject({ ...privados, publicar_celular: 0 });
  });
});
