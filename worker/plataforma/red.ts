/**
 * The network a client address belongs to, as every limit counts it (lib/throttle.ts `clientIp`):
 * an IPv4 address is itself; an IPv6 address is its /64, the block one subscriber line gets, so a
 * client rotating addresses inside it is one client. An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`)
 * is its IPv4 address. What is not an address (no header locally) is kept as it came, bounded.
 */
export function redDe(ip: string): string {
  const limpio = ip.trim().toLowerCase().split('%')[0];
  if (!limpio.includes(':')) return limpio.slice(0, 64);
  const grupos = hextetos(limpio);
  if (!grupos) return limpio.slice(0, 64);
  // ::ffff:a.b.c.d (and its hex spelling) is an IPv4 client
  if (grupos.slice(0, 5).every((g) => g === 0) && grupos[5] === 0xffff)
    return [grupos[6] >> 8, grupos[6] & 255, grupos[7] >> 8, grupos[7] & 255].join('.');
  return `${grupos
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
function hextetos(ip: string): number[] | null {
  let texto = ip;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(texto);
  if (v4) {
    const b = v4.slice(1).map(Number);
    if (b.some((n) => n > 255)) return null;
    texto = `${texto.slice(0, v4.index)}${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const partes = texto.split('::');
  if (partes.length > 2) return null;
  const leer = (s: string) => (s === '' ? [] : s.split(':'));
  const [cabeza, cola] = [leer(partes[0]), partes.length === 2 ? leer(partes[1]) : []];
  const faltan = 8 - cabeza.length - cola.length;
  if (partes.length === 2 ? faltan < 1 : faltan !== 0) return null;
  const todos = [...cabeza, ...Array(partes.length === 2 ? faltan : 0).fill('0'), ...cola];
  if (!todos.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return todos.map((g) => Number.parseInt(g, 16));
}
