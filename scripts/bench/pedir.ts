/** The benchmark's HTTP client: Node's http with a keep-alive agent, bodies counted (kept only when asked). */
import http from 'node:http';

export type Peticion = {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
};
export type Respuesta = { status: number; headers: http.IncomingHttpHeaders; bytes: number; texto: string };

export function pedir(base: string, agent: http.Agent, p: Peticion, guardarTexto = false): Promise<Respuesta> {
  const cuerpo = p.body ? JSON.stringify(p.body) : undefined;
  return new Promise((ok, mal) => {
    const req = http.request(
      `${base}${p.path}`,
      {
        method: p.method,
        agent,
        timeout: 60_000,
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          Authorization: 'Bearer null',
          ...(cuerpo ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(cuerpo) } : {}),
          ...p.headers,
        },
      },
      (res) => {
        const trozos: Buffer[] = [];
        let bytes = 0;
        res.on('data', (d: Buffer) => {
          bytes += d.length;
          if (guardarTexto) trozos.push(d);
        });
        res.on('end', () =>
          ok({ status: res.statusCode ?? 0, headers: res.headers, bytes, texto: Buffer.concat(trozos).toString() }),
        );
        res.on('error', mal);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', mal);
    req.end(cuerpo);
  });
}

export async function json<T>(base: string, agent: http.Agent, p: Peticion): Promise<T> {
  const r = await pedir(base, agent, p, true);
  if (r.status >= 400) throw new Error(`${p.method} ${p.path}: ${r.status} ${r.texto.slice(0, 200)}`);
  return JSON.parse(r.texto) as T;
}
