import { useCallback, useEffect, useMemo, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import { storageUrl } from '../../../../../common/imagenes';
import type { Producto } from '../../../../../common/wire/productos';
import { textosComun } from '../../../i18n/es/comun';
import { textosTienda } from '../../../i18n/es/tienda';
import {
  type Aviso,
  aceptarPrecio,
  ajustarCantidad,
  decrementar,
  type ItemCarrito,
  incrementar,
  leerCarrito,
  maximoDe,
  revisarCarrito,
  totalCarrito,
  useCarrito,
} from '../../../lib/carrito';
import { useOnline } from '../../../lib/online';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../ui/Modal';
import { Empty, Loading } from '../../../ui/States';
import { quitar } from '../acciones';
import { tiendaApi } from '../api';
import { ultimaVenta } from '../sesion';
import { useTiendaUi } from '../store';
import { Precio } from './Precio';

const textos = textosTienda.carrito;

function AvisoLinea({ aviso, producto }: { aviso: Aviso; producto?: Producto }) {
  if (aviso.tipo === 'inactivo')
    return (
      <p className="carrito__aviso" role="alert">
        {textos.noDisponible}
      </p>
    );
  if (aviso.tipo === 'stock')
    return (
      <div className="carrito__aviso" role="alert">
        <p>{textos.sinStock(aviso.disponible)}</p>
        {producto && aviso.disponible > 0 && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => ajustarCantidad(producto.id, aviso.disponible)}
          >
            {textos.ajustarA(aviso.disponible)}
          </button>
        )}
      </div>
    );
  return (
    <div className="carrito__aviso" role="alert">
      <p>
        <strong>{textos.precioCambio}</strong> {textos.precioCambioDetalle(cop(aviso.anterior), cop(aviso.nuevo))}
      </p>
      {producto && (
        <button type="button" className="btn btn--small" onClick={() => aceptarPrecio(producto)}>
          {textos.aceptarPrecio}
        </button>
      )}
    </div>
  );
}

function Linea({ item, aviso, producto }: { item: ItemCarrito; aviso?: Aviso; producto?: Producto }) {
  const enMinimo = item.cantidad <= 1;
  // what is left of the product, as the last check of the cart saw it
  const maximo = maximoDe(producto);
  const enMaximo = item.cantidad >= maximo;
  return (
    <li className={`carrito__linea${aviso ? ' carrito__linea--aviso' : ''}`}>
      {item.imagen1 ? (
        <img src={storageUrl(item.imagen1, 160)} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="carrito__sinfoto" />
      )}
      <div className="carrito__info">
        <p className="carrito__nombre">{item.nombre}</p>
        <p className="producto__marca">{item.nombre_marca}</p>
        <Precio precio={item.precio} precio_final={item.precio_final} porcentaje={item.porcentaje} />
        {aviso && <AvisoLinea aviso={aviso} producto={producto} />}
      </div>
      <div className="carrito__controles">
        <fieldset className="cantidad">
          <legend className="sr-only">{textos.cantidadDe(item.nombre)}</legend>
          <button
            type="button"
            className="btn btn--small"
            aria-label={textos.disminuir(item.nombre)}
            aria-disabled={enMinimo}
            onClick={() => !enMinimo && decrementar(item.id)}
          >
            −
          </button>
          <output aria-live="polite">{item.cantidad}</output>
          <button
            type="button"
            className="btn btn--small"
            aria-label={textos.aumentar(item.nombre)}
            aria-disabled={enMaximo}
            onClick={() => (enMaximo ? toast.warning(textos.sinMasUnidades(maximo)) : incrementar(item.id, maximo))}
          >
            +
          </button>
        </fieldset>
        <p className="carrito__subtotal">
          <span className="sr-only">{textos.valorLinea} </span>
          {cop(item.precio_final * item.cantidad)}
        </p>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={textos.quitar(item.nombre)}
          onClick={() => quitar(item.id)}
        >
          {textos.quitarCorto}
        </button>
      </div>
    </li>
  );
}

/**
 * The cart panel: lines with quantity controls, total, and the way to checkout. Before the
 * checkout opens, the lines are compared with the fresh catalogue; a product that became
 * inactive or changed price is flagged and must be removed or accepted first.
 */
export function CarritoPanel() {
  const abierto = useTiendaUi((s) => s.carritoAbierto);
  const setAbierto = useTiendaUi((s) => s.setCarritoAbierto);
  const setCompra = useTiendaUi((s) => s.setCompraAbierta);
  const items = useCarrito();
  const enLinea = useOnline();
  /** the cart's products as the server has them now, and which ids were checked */
  const [vigentes, setVigentes] = useState<{ ids: Set<number>; lista: Producto[] } | null>(null);
  const [revisando, setRevisando] = useState(false);

  const revisar = useCallback(async () => {
    setRevisando(true);
    try {
      const ids = (await leerCarrito()).map((i) => i.id);
      const lista = ids.length ? await tiendaApi.vigentes(ids) : [];
      setVigentes({ ids: new Set(ids), lista });
      return lista;
    } catch {
      return null;
    } finally {
      setRevisando(false);
    }
  }, []);

  // checked when the panel opens (and again before the checkout opens)
  useEffect(() => {
    if (abierto && navigator.onLine) void revisar();
  }, [abierto, revisar]);

  const avisos = useMemo(
    () =>
      items && vigentes
        ? revisarCarrito(
            items.filter((i) => vigentes.ids.has(i.id)),
            vigentes.lista,
          )
        : new Map<number, Aviso>(),
    [items, vigentes],
  );
  const porId = useMemo(() => new Map((vigentes?.lista ?? []).map((p) => [p.id, p])), [vigentes]);
  const pendiente = abierto ? ultimaVenta() : null;
  const porPagar = pendiente?.status_pago === 'pendiente' ? pendiente : null;

  const bloqueado = !enLinea || avisos.size > 0;
  const finalizar = async () => {
    if (!items?.length) return;
    const lista = await revisar();
    if (!lista) return;
    if (revisarCarrito(items, lista).size) {
      toast.warning(textos.revisaAvisos);
      return;
    }
    setAbierto(false);
    setCompra(true);
  };

  return (
    <Modal open={abierto} title={textos.titulo} onClose={() => setAbierto(false)} variant="sheet">
      {items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        <Empty title={textos.vacio}>
          {porPagar && (
            <p>
              {textosTienda.compra.pendiente(porPagar.factura)}{' '}
              <button
                type="button"
                className="btn btn--primary btn--small"
                onClick={() => {
                  setAbierto(false);
                  setCompra(true);
                }}
              >
                {textosTienda.compra.pagar}
              </button>
            </p>
          )}
          <button type="button" className="btn" onClick={() => setAbierto(false)}>
            {textos.seguirComprando}
          </button>
        </Empty>
      ) : (
        <>
          <ul className="carrito__lista">
            {items.map((item) => (
              <Linea key={item.id} item={item} aviso={avisos.get(item.id)} producto={porId.get(item.id)} />
            ))}
          </ul>
          <p className="carrito__total">
            <span>{textos.total}</span>
            <strong>{cop(totalCarrito(items))}</strong>
          </p>
          <div aria-live="polite" className="carrito__estado">
            {revisando && <p className="muted">{textos.revisando}</p>}
            {avisos.size > 0 && <p className="carrito__aviso">{textos.revisaAvisos}</p>}
            {!enLinea && <p className="carrito__aviso">{textosComun.estados.requiereConexion}</p>}
          </div>
          <button
            type="button"
            className="btn btn--primary btn--block"
            aria-disabled={bloqueado || revisando}
            onClick={() => !bloqueado && !revisando && finalizar()}
          >
            {textos.comprar}
          </button>
        </>
      )}
    </Modal>
  );
}
