/**
 * A simulated buyer: reads the store, buys one to three products (a third of them post the
 * same purchase twice at once, as a double click does) and looks the venta up by invoice.
 */
import { azar, type Mundo } from './descubrir';
import { pedirCarga, registro } from './pedirCarga';

export async function comprador(w: Mundo, n: number) {
  const ip = `10.200.${(n >> 8) & 255}.${n & 255}`;
  await pedirCarga('GET /api/producto/index', '/api/producto/index?page=1&limit=24', ip);
  const elegidos = Array.from({ length: 1 + (n % 3) }, () => azar(w.productos));
  await pedirCarga('GET /api/producto/find', `/api/producto/find?id=${elegidos[0].id}`, ip);
  const compra = {
    token: crypto.randomUUID(),
    nombre: 'Comprador',
    apellido: `Carga ${n}`,
    email: `comprador${n}@carga.co`,
    telefono: '3001234567',
    ciudad: 'Bogotá',
    direccion: 'Calle 1 # 2-3',
    acepta_tratamiento: 1,
    productos: elegidos.map((p) => ({ id: p.id, cantidad: 1 + (n % 2) })),
  };
  // a third of them double-click: the same purchase twice at once must be one order
  const posts = n % 3 === 0 ? 2 : 1;
  const rs = await Promise.all(
    Array.from({ length: posts }, () => pedirCarga('POST /api/compras/new', '/api/compras/new', ip, { json: compra })),
  );
  const facturas = new Set(rs.filter((r) => r.status < 300).map((r) => r.json?.succes?.factura));
  if (facturas.size > 1) {
    registro.inesperadas++;
    registro.ejemplos.push(`una compra repetida creó ${facturas.size} pedidos`);
  }
  const factura = [...facturas][0];
  if (factura)
    await pedirCarga(
      'GET /api/ventas/consulta',
      `/api/ventas/consulta?factura=${encodeURIComponent(factura)}&email=${encodeURIComponent(compra.email)}`,
      ip,
    );
}
