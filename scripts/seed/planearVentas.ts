/**
 * The store's demo ventas: forty over the 30 days before the seeding day, so the operator's home
 * (sales view), the orders list, its CSV and a buyer's look-up show a store in use. Paid ones were
 * delivered, are on their way (carrier and tracking number), being prepared or still to ship; a
 * few were declined, left unpaid (vencidas) or cancelled and refunded. Amounts follow the store's own rules
 * (common/): the promotion's price, IVA inside the prices, envío by departamento and free from the
 * threshold. They hold no apartados and leave the stock as planned: they are past sales.
 */
import { precioConDescuento } from '../../common/dinero';
import { envioDe } from '../../common/envio';
import { addDays, instanteBogota } from '../../common/fechas';
import { desglose } from '../../common/iva';
import * as datos from './datos';
import type { Plan } from './plan';
import { ascii, type Taller } from './taller';

export const VENTAS_DEMO = 40;

const { ciudades: CIUDADES, vias: VIAS, transportadoras: TRANSPORTADORAS } = datos.VENTAS_DEMO_DATOS;
const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

type Estado = { pago: string; entrega: string };

/** What happened to a venta of `dias` days ago: recent ones are still moving, older ones arrived. */
function estadoDe(taller: Taller, dias: number): Estado {
  const { rand } = taller;
  if (rand.chance(0.06)) return { pago: 'rechazado', entrega: 'pendiente' };
  // left unpaid: the cron marked it vencida when its hold ended (decision 0021)
  if (rand.chance(0.04)) return { pago: 'vencido', entrega: 'pendiente' };
  if (dias >= 8 && rand.chance(0.05)) return { pago: 'reembolsado', entrega: 'cancelado' };
  if (dias <= 1) return { pago: 'aprobado', entrega: 'pendiente' };
  if (dias <= 2) return { pago: 'aprobado', entrega: 'preparando' };
  if (dias <= 6) return { pago: 'aprobado', entrega: 'enviado' };
  return { pago: 'aprobado', entrega: 'entregado' };
}

/** The instant `horas` after `desde` (ISO 8601). */
const despues = (desde: string, horas: number) => new Date(Date.parse(desde) + horas * 3_600_000).toISOString();

export function planearVentas(taller: Taller) {
  const { plan, ctx, rand } = taller;
  const marca = new Map(plan.marcas.map((m) => [m.id, m.nombre]));
  const promocion = new Map(plan.promociones.map((p) => [p.id, p]));
  const activos = plan.productos.filter((p) => p.estado === '1');
  const admin = plan.cuentas.find((c) => c.email === datos.DEMO.admin.email);
  const adminNombre = admin ? `${admin.nombre} ${admin.apellido}`.trim() : '';
  const vendedor = datos.ENVIO.vendedor;

  for (let n = 0; n < VENTAS_DEMO; n++) {
    const id = taller.next('ventas');
    const dias = rand.int(1, 30);
    const fecha = addDays(ctx.today, -dias);
    const creada = instanteBogota(
      fecha,
      `${String(rand.int(7, 21)).padStart(2, '0')}:${rand.pick(['05', '18', '32', '47'])}`,
    );
    const estado = estadoDe(taller, dias);

    const lineas = rand.sample(activos, rand.chance(0.6) ? 1 : rand.int(2, 3)).map((p) => {
      const enOferta = p.id_promocion ? promocion.get(p.id_promocion) : undefined;
      const pct = enOferta?.activo === 1 ? (enOferta.porcentaje ?? 0) : 0;
      const cantidad = rand.chance(0.75) ? 1 : rand.int(2, 3);
      return {
        venta_id: id,
        producto_id: p.id,
        nombre_produto: p.nombre,
        nombre_marca: marca.get(p.id_marca) ?? '',
        nombre_promocion: pct ? (enOferta?.nombre ?? '') : '',
        cantidad,
        valor_unitario: p.precio,
        procentaje_aplicado: pct,
        iva: p.iva ?? 19,
        total: precioConDescuento(p.precio, pct) * cantidad,
      };
    });
    const [codigo, ciudad] = rand.pick(CIUDADES);
    const productos = lineas.reduce((s, l) => s + l.total, 0);
    const envio = envioDe(productos, datos.ENVIO.tarifas[codigo.slice(0, 2)] ?? 0, datos.ENVIO.gratisDesde);
    const { iva, total } = desglose(lineas, envio);

    const nombre = rand.pick(datos.PACIENTES_NOMBRES);
    const apellidos = rand.sample(datos.PACIENTES_APELLIDOS, 2);
    const pagada = estado.pago === 'aprobado' || estado.pago === 'reembolsado';
    const pasos = pasosDe(estado, creada, rand);
    plan.ventas.push({
      id,
      factura: `CS-${Array.from({ length: 8 }, () => rand.pick([...ALFABETO])).join('')}`,
      token: `demo-venta-${id}`,
      reference: `CS${Date.parse(creada)}${String(id).padStart(6, '0')}`,
      nombre,
      apellidos: apellidos.join(' '),
      email: `${ascii(nombre).split(' ')[0]}.${ascii(apellidos[0])}${id}@example.com`,
      telefono_cliente: taller.celular(),
      ciudad,
      ciudad_codigo: codigo,
      documento: rand.chance(0.5) ? taller.cedula() : '',
      direccion: `${rand.pick(VIAS)} ${rand.int(2, 150)} # ${rand.int(1, 99)}-${rand.int(2, 90)}${rand.chance(0.4) ? `, ${datos.VENTAS_DEMO_DATOS.apto} ${rand.int(101, 1204)}` : ''}`,
      status_pago: estado.pago,
      status_entrega: estado.entrega,
      total,
      envio,
      iva,
      descuento: 0,
      cupon_codigo: '',
      vendedor_nit: vendedor.nit,
      vendedor_razon_social: vendedor.razonSocial,
      transaccion_id: pagada
        ? `${rand.int(10_000, 99_999)}-${Math.floor(Date.parse(creada) / 1000)}-${rand.int(10_000, 99_999)}`
        : null,
      evento_at: estado.pago === 'vencido' ? null : Date.parse(creada) + 90_000,
      aviso_vencida: estado.pago === 'vencido' ? 'demo' : '',
      created_at: creada,
      updated_at: pasos.at(-1)?.created_at ?? despues(creada, 0.025),
    });
    plan.ventaProductos.push(...lineas);
    plan.ventaPasos.push(
      ...pasos.map((p) => ({
        ...p,
        venta_id: id,
        por: 'admin',
        admin_id: admin?.id ?? null,
        admin_nombre: adminNombre,
      })),
    );
  }
}

type Paso = Omit<Plan['ventaPasos'][number], 'venta_id' | 'por'>;

/** The staff's steps that led a paid venta to its state, a day or so apart; a refund after a cancellation. */
function pasosDe(estado: Estado, creada: string, rand: Taller['rand']): Paso[] {
  if (estado.entrega === 'cancelado')
    return [
      {
        tipo: 'entrega',
        anterior: 'pendiente',
        estado: 'cancelado',
        motivo: datos.VENTAS_DEMO_DATOS.motivoCancelacion,
        created_at: despues(creada, 5),
      },
      { tipo: 'pago', anterior: 'aprobado', estado: 'reembolso_pendiente', created_at: despues(creada, 5) },
      {
        tipo: 'pago',
        anterior: 'reembolso_pendiente',
        estado: 'reembolsado',
        nota: `${datos.VENTAS_DEMO_DATOS.notaReembolso} ${rand.int(100_000, 999_999)}`,
        created_at: despues(creada, 30),
      },
    ];
  const orden = ['pendiente', 'preparando', 'enviado', 'entregado'];
  const hasta = orden.indexOf(estado.entrega);
  const pasos: Paso[] = [];
  let at = creada;
  for (let i = 1; i <= hasta; i++) {
    // hours apart, so that a venta of three days ago already left
    at = despues(at, rand.int(3, 12));
    pasos.push({
      tipo: 'entrega',
      anterior: orden[i - 1],
      estado: orden[i],
      ...(orden[i] === 'enviado'
        ? { transportadora: rand.pick(TRANSPORTADORAS), guia: String(rand.int(100_000_000, 999_999_999)) }
        : {}),
      created_at: at,
    });
  }
  return pasos;
}
