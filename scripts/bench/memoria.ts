/**
 * The resident memory of the workerd processes this benchmark started (its descendants), sampled
 * while a scenario runs: what a streamed answer costs the runtime. An upper bound of the Worker's
 * isolate: the same process also holds local D1's SQLite (its page cache grows as a query reads)
 * and the proxy in front of the Worker.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** pid → parent pid and command name, from /proc (Linux). */
function procesos(): Map<number, { ppid: number; nombre: string }> {
  const todos = new Map<number, { ppid: number; nombre: string }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split at the last ")"
      const cierre = stat.lastIndexOf(')');
      const nombre = stat.slice(stat.indexOf('(') + 1, cierre);
      const ppid = Number(stat.slice(cierre + 2).split(' ')[1]);
      todos.set(Number(d), { ppid, nombre });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return todos;
}

/** The pids of this process's descendants named workerd. */
export function workerdPropios(): number[] {
  const todos = procesos();
  const desciende = (pid: number): boolean => {
    for (let p = todos.get(pid)?.ppid, i = 0; p && i < 64; p = todos.get(p)?.ppid, i++)
      if (p === process.pid) return true;
    return false;
  };
  return [...todos].filter(([pid, x]) => x.nombre === 'workerd' && desciende(pid)).map(([pid]) => pid);
}

/** Their resident memory now, in bytes (VmRSS). */
export function rss(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // ended
    }
  }
  return total;
}

/** Samples every `ms` until `parar()`: the resident memory at the start and its peak. */
export function muestrear(ms = 20): { parar: () => { inicio: number; pico: number } } {
  const pids = workerdPropios();
  const inicio = rss(pids);
  let pico = inicio;
  const t = setInterval(() => {
    pico = Math.max(pico, rss(pids));
  }, ms);
  return {
    parar: () => {
      clearInterval(t);
      pico = Math.max(pico, rss(pids));
      return { inicio, pico };
    },
  };
}
