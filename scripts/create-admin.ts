/**
 * Creates a staff account (`rol 1`: e-commerce administration and configuration), or
 * promotes an existing account with that e-mail to staff and sets its password.
 *
 *   npm run admin:create -- --email admin@citasalud.co --password 'UnaClaveLarga2026'            # local D1
 *   npm run admin:create -- --email admin@citasalud.co --password 'UnaClaveLarga2026' --remote   # deployed D1
 *
 * (same as `npx tsx scripts/create-admin.ts --email … --password … [--remote]`).
 * Options: --nombre (default 'Administrador'), --cedula (default a unique 'staff-…' code),
 * --persist-to <dir> (local state directory, as for wrangler). The password may come from
 * the ADMIN_PASSWORD environment variable instead of --password, to keep it out of the
 * shell history. Local runs need the migrations applied first (`npm run db:migrate`);
 * remote runs need `wrangler login` and the database id in wrangler.toml.
 *
 * The password is hashed here with the Worker's own PBKDF2 code (worker/plataforma/cripto.ts)
 * and only the hash is sent to the database; a trivial or breached password is refused first. A new
 * staff account is created with `activo 0`, so it never appears in the public directory, and
 * with its e-mail confirmed (`correo_confirmado` 1, the column's default).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { esTrivial } from '../common/claves';
import { normalizar } from '../common/texto';
import { revisorLocal, revisorPwned } from '../worker/cuentas/filtraciones';
import { hashPassword } from '../worker/plataforma/cripto';

/** An SQL string literal: single quotes doubled. */
const q = (value: string) => `'${value.replace(/'/g, "''")}'`;

function fail(message: string): never {
  console.error(`Error: ${message}`);
  console.error('Uso: npm run admin:create -- --email <correo> --password <clave> [--nombre <nombre>] [--remote]');
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    nombre: { type: 'string', default: 'Administrador' },
    cedula: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

const email = (values.email ?? '').trim().toLowerCase();
const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
const nombre = values.nombre.trim();
const cedula = (values.cedula ?? `staff-${randomUUID().slice(0, 8)}`).trim();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('indique un correo válido con --email.');
if (password.length < 8) fail('la contraseña debe tener al menos 8 caracteres (--password o ADMIN_PASSWORD).');
if (!nombre || !cedula) fail('--nombre y --cedula no pueden estar vacíos.');
// the breached-password check of every other way to set a password (lib/filtraciones.ts): the
// bundled list locally, Have I Been Pwned's range API (k-anonymity) for the deployed database
const revisor = values.remote ? revisorPwned() : revisorLocal;
if (esTrivial(password) || (await revisor.filtrada(password)))
  fail('esa contraseña aparece en filtraciones conocidas o es demasiado fácil de adivinar; elija otra.');

const hash = await hashPassword(password);
const sql = `INSERT INTO users (rol, activo, name, nombre, apellido, cedula, email, password_hash, busqueda)
VALUES (1, 0, ${q(nombre)}, ${q(nombre)}, '', ${q(cedula)}, ${q(email)}, ${q(hash)}, ${q(normalizar(nombre))})
ON CONFLICT(email) DO UPDATE SET rol = 1, password_hash = excluded.password_hash, correo_confirmado = 1,
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');`;

const args = ['wrangler', 'd1', 'execute', 'DB', values.remote ? '--remote' : '--local', '--yes', '--command', sql];
if (values['persist-to'] && !values.remote) args.push('--persist-to', values['persist-to']);

try {
  execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
} catch {
  fail(`wrangler no pudo escribir en la base ${values.remote ? 'remota' : 'local'} (¿migraciones aplicadas?).`);
}
console.log(`Cuenta de staff lista: ${email} (${values.remote ? 'base remota' : 'base local'}).`);
