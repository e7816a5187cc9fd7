/**
 * The real app on a D1 binding that records every statement it runs: what the budget tests
 * count (round trips, statements) and explain (`EXPLAIN QUERY PLAN` of the real SQL).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../../worker';
import { type CallOptions, encode } from '../helpers';

export type Sentencia = { sql: string; params: unknown[] };
export type Registro = { idas: number; sentencias: Sentencia[] };

type Stmt = D1PreparedStatement & { __real: D1PreparedStatement; __s: Sentencia };

function envolver(real: D1PreparedStatement, s: Sentencia, reg: Registro): Stmt {
  const ida = <T>(run: () => Promise<T>) => {
    reg.idas++;
    reg.sentencias.push(s);
    return run();
  };
  return {
    __real: real,
    __s: s,
    bind: (...params: unknown[]) => envolver(real.bind(...params), { sql: s.sql, params }, reg),
    first: (col?: string) => ida(() => (col ? real.first(col) : real.first())),
    all: () => ida(() => real.all()),
    run: () => ida(() => real.run()),
    raw: (opts?: { columnNames?: boolean }) =>
      ida(() => (opts?.columnNames ? real.raw({ columnNames: true }) : real.raw())),
  } as unknown as Stmt;
}

type Preparador = Pick<D1Database, 'prepare' | 'batch'>;

function envolverBase<T extends Preparador>(real: T, reg: Registro) {
  return {
    prepare: (sql: string) => envolver(real.prepare(sql), { sql, params: [] }, reg),
    batch: (stmts: Stmt[]) => {
      reg.idas++;
      for (const s of stmts) reg.sentencias.push(s.__s);
      return real.batch(stmts.map((s) => s.__real));
    },
  };
}

/** `env.DB` (and the sessions it opens) recording into `reg`. */
export function dbContado(reg: Registro): D1Database {
  const real = env.DB as D1Database & { withSession: (c: string) => D1DatabaseSession };
  return {
    ...envolverBase(real, reg),
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: (constraint: string) => {
      const session = real.withSession(constraint);
      return { ...envolverBase(session, reg), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
}

/** Calls the app like helpers.call(), on the recording binding; answers the status and the record. */
export async function llamarContando(path: string, opts: CallOptions = {}) {
  const reg: Registro = { idas: 0, sentencias: [] };
  const method = opts.method ?? (opts.body ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Bearer ${opts.token ?? 'null'}`,
    ...opts.headers,
  };
  let body: BodyInit | undefined;
  if (opts.body) {
    const encoded = encode(opts.body, opts.encoding ?? 'json');
    body = encoded.body;
    Object.assign(headers, encoded.headers);
  }
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { method, headers, body }),
    { ...env, DB: dbContado(reg) },
    ctx,
  );
  const json = (await res.json().catch(() => null)) as any;
  await waitOnExecutionContext(ctx);
  return { status: res.status, json, reg };
}

/** `EXPLAIN QUERY PLAN` of one recorded statement: its `detail` lines. */
export async function plan(s: Sentencia): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
    .bind(...s.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
