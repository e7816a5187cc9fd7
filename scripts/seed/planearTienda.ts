/**
 * The tienda's rows: marcas, caracteristicas, promociones and productos with their texts and images,
 * the envío rate of each departamento and the store's ajustes (envío terms, seller).
 */
import { normalizar } from '../../common/texto';
import * as datos from './datos';
import type { Taller } from './taller';

export function planearTienda(taller: Taller) {
  const { plan, ctx } = taller;
  const marcaId = new Map(datos.MARCAS.map((nombre) => [nombre, taller.next('marcas')]));
  for (const [nombre, id] of marcaId) plan.marcas.push({ id, nombre });
  const caracteristicaId = new Map(datos.CARACTERISTICAS.map((nombre) => [nombre, taller.next('caracteristicas')]));
  for (const [nombre, id] of caracteristicaId) plan.caracteristicas.push({ id, nombre });
  const promocionId = new Map(datos.PROMOCIONES.map((promocion) => [promocion.nombre, taller.next('promociones')]));
  for (const promocion of datos.PROMOCIONES)
    plan.promociones.push({ id: promocionId.get(promocion.nombre), ...promocion });
  for (const [i, p] of datos.PRODUCTOS.entries()) {
    const [a, b] = ctx.imagenes.productos[p.caracteristica];
    plan.productos.push({
      id: taller.next('productos'),
      nombre: p.nombre,
      id_marca: marcaId.get(p.marca)!,
      id_promocion: p.promocion ? promocionId.get(p.promocion) : null,
      id_caract: caracteristicaId.get(p.caracteristica),
      precio: p.precio,
      iva: p.iva ?? 19,
      estado: p.inactivo ? '0' : '1',
      ficha_tecnica: `**Presentación:** ${p.presentacion}.\n${p.detalle}\n**Conservación:** ${datos.CONSERVACION[p.caracteristica]}`,
      uso_adecuado: p.uso,
      aviso_legal: datos.AVISO_LEGAL[p.caracteristica],
      imagen1: i % 2 ? b : a,
      imagen2: i % 3 === 0 ? (i % 2 ? a : b) : '',
      busqueda: normalizar(p.nombre),
    });
  }
  for (const [codigo, envio] of Object.entries(datos.ENVIO.tarifas))
    plan.tarifasEnvio.push({ codigo, envio, contraEntrega: datos.ENVIO.contraEntrega[codigo] ?? 0 });
  const [min, max] = datos.ENVIO.diasEntrega;
  plan.ajustesTienda.push({
    id: 1,
    envio_gratis_desde: datos.ENVIO.gratisDesde,
    dias_entrega_min: min,
    dias_entrega_max: max,
    nit: datos.ENVIO.vendedor.nit,
    razon_social: datos.ENVIO.vendedor.razonSocial,
  });
}
