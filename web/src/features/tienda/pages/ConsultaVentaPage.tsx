import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cop, precioConDescuento } from '../../../../../common/dinero';
import type { ConsultaVenta } from '../../../../../common/wire/ventas';
import { textosComun } from '../../../i18n/es/comun';
import { textosTienda } from '../../../i18n/es/tienda';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
import { tiendaApi } from '../api';
import { DesgloseCompra } from '../components/DesgloseCompra';
import { PagarDeNuevo } from '../components/PagarDeNuevo';
import { SeguimientoVenta } from '../components/SeguimientoVenta';
import { quitarLineasPagadas, ultimaVenta } from '../sesion';
import '../tienda.css';
import { useTitulo } from '../../../lib/useTitulo';

const textos = textosTienda.venta;
const MisDatos = lazy(() => import('../../../ui/MisDatos'));
const textosColumnas = textos.columnas;

const fecha = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' }).format(
    new Date(iso),
  );

const tono = (status: string) =>
  status === 'aprobado' || status === 'entregado'
    ? 'badge--ok'
    : status === 'rechazado' ||
        status === 'anulado' ||
        status === 'error' ||
        status === 'cancelado' ||
        status === 'reembolso_pendiente'
      ? 'badge--danger'
      : 'badge--warn';

const PAGABLE = new Set(['pendiente', 'rechazado', 'error', 'vencido']);

function Resultado({
  venta,
  email,
  onBorrado,
}: {
  venta: ConsultaVenta;
  email: string;
  onBorrado: (m: string) => void;
}) {
  return (
    <section className="card pedido" aria-labelledby="pedido-titulo">
      <h2 id="pedido-titulo" tabIndex={-1}>
        {textosTienda.resultado.factura} {venta.factura}
      </h2>
      <dl className="pedido__estados">
        <div>
          <dt>{textos.pago}</dt>
          <dd>
            <span className={`badge ${tono(venta.status_pago)}`}>{venta.status_pago_texto}</span>
          </dd>
        </div>
        <div>
          <dt>{textos.entrega}</dt>
          <dd>
            <span className={`badge ${tono(venta.status_entrega)}`}>{venta.status_entrega_texto}</span>
          </dd>
        </div>
        <div>
          <dt>{textos.fecha}</dt>
          <dd>{fecha(venta.created_at)}</dd>
        </div>
        <div>
          <dt>{textos.total}</dt>
          <dd>
            <strong>{cop(venta.total)}</strong>
          </dd>
        </div>
      </dl>
      {PAGABLE.has(venta.status_pago) && venta.status_entrega !== 'cancelado' && (
        <PagarDeNuevo factura={venta.factura} email={email} />
      )}
      <SeguimientoVenta pasos={venta.seguimiento ?? []} />
      <h3>{textos.productos}</h3>
      <table className="table table--cards">
        <thead>
          <tr>
            <th scope="col">{textosColumnas.producto}</th>
            <th scope="col">{textosColumnas.marca}</th>
            <th scope="col">{textosColumnas.promocion}</th>
            <th scope="col">{textosColumnas.cantidad}</th>
            <th scope="col">{textosColumnas.unitario}</th>
            <th scope="col">{textosColumnas.descuento}</th>
            <th scope="col">{textosColumnas.total}</th>
          </tr>
        </thead>
        <tbody>
          {venta.productos.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder
            <tr key={i}>
              <td data-label={textosColumnas.producto}>{l.nombre_produto}</td>
              <td data-label={textosColumnas.marca}>{l.nombre_marca}</td>
              <td data-label={textosColumnas.promocion}>{l.nombre_promocion || textos.sinPromocion}</td>
              <td data-label={textosColumnas.cantidad}>{l.cantidad}</td>
              <td data-label={textosColumnas.unitario}>{cop(l.valor_unitario)}</td>
              <td data-label={textosColumnas.descuento}>{textos.porcentaje(l.procentaje_aplicado)}</td>
              <td data-label={textosColumnas.total}>
                {cop(precioConDescuento(l.valor_unitario, l.procentaje_aplicado) * l.cantidad)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{textos.cuentas}</h3>
      <DesgloseCompra
        subtotal={venta.subtotal ?? venta.total}
        iva={venta.iva ?? 0}
        envio={venta.envio ?? 0}
        descuento={venta.descuento ?? 0}
        cupon={venta.cupon}
        impuestos={venta.impuestos}
        redondeo={venta.redondeo}
        total={venta.total}
        etiquetaTotal={textos.totalPagado}
      />
      <p className="muted">
        {textos.vendedor(venta.vendedor?.razon_social ?? '', venta.vendedor?.nit ?? '')} {textos.noEsFacturaElectronica}
      </p>
      <Suspense fallback={null}>
        <MisDatos fuente={{ factura: venta.factura, email }} onBorrado={onBorrado} />
      </Suspense>
    </section>
  );
}

/** Public order look-up: factura + e-mail → payment and delivery status and the lines. */
export default function ConsultaVentaPage() {
  useTitulo(textos.documento);
  const [params] = useSearchParams();
  const ultimo = ultimaVenta();
  const [factura, setFactura] = useState(params.get('factura') ?? ultimo?.factura ?? '');
  const [email, setEmail] = useState(
    ultimo && (!params.get('factura') || params.get('factura') === ultimo.factura) ? ultimo.email : '',
  );
  const [venta, setVenta] = useState<ConsultaVenta | null>(null);
  const [error, setError] = useState('');
  const [borrado, setBorrado] = useState('');
  const [buscando, setBuscando] = useState(false);
  const id = useId();
  const resultadoRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (buscando) return;
    if (!factura.trim() || !email.trim()) {
      toast.warning(textos.incompleto);
      return;
    }
    setBuscando(true);
    setError('');
    setBorrado('');
    try {
      const encontrada = await tiendaApi.consultar(factura.trim().toUpperCase(), email.trim().toLowerCase());
      setVenta(encontrada);
      if (encontrada.status_pago === 'aprobado') await quitarLineasPagadas(encontrada.factura).catch(() => false);
      requestAnimationFrame(() => resultadoRef.current?.querySelector('h2')?.focus());
    } catch (err) {
      setVenta(null);
      setError(err instanceof ApiError ? err.message : textosComun.errores.generico);
    } finally {
      setBuscando(false);
    }
  };

  return (
    <div className="container page consulta">
      <h1>{textos.titulo}</h1>
      <p className="muted">{textos.intro}</p>
      <form className="card consulta__form" onSubmit={onSubmit} noValidate>
        <Field id={`${id}-factura`} label={textos.factura} hint={textos.facturaAyuda}>
          {(control) => (
            <input
              {...control}
              name="factura"
              value={factura}
              required
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              onChange={(e) => setFactura(e.target.value)}
            />
          )}
        </Field>
        <div className="field">
          <label htmlFor={`${id}-email`}>{textos.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            value={email}
            required
            autoComplete="email"
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" aria-disabled={buscando}>
          {textos.consultar}
        </button>
      </form>
      <div ref={resultadoRef} aria-live="polite">
        {error && (
          <p className="carrito__aviso" role="alert">
            {error}
          </p>
        )}
        {borrado && (
          <p className="card" role="status">
            {borrado}
          </p>
        )}
        {venta && (
          <Resultado
            venta={venta}
            email={email.trim().toLowerCase()}
            onBorrado={(mensaje) => {
              setVenta(null);
              setBorrado(mensaje);
            }}
          />
        )}
      </div>
    </div>
  );
}
