import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cop } from '../../../../../common/dinero';
import type { PagoVerificado } from '../../../../../common/wire/pagos';
import { textosTienda } from '../../../i18n/es/tienda';
import { Empty, Loading } from '../../../ui/States';
import { tiendaApi } from '../api';
import { PagarDeNuevo } from '../components/PagarDeNuevo';
import { marcarVenta, quitarLineasPagadas, ultimaVenta } from '../sesion';
import '../tienda.css';
import { useTitulo } from '../../../lib/useTitulo';

const textos = textosTienda.resultado;
const CADA_MS = 3000;
const RONDAS = 20; // about a minute

type Vista = { estado?: PagoVerificado; noEncontrado?: boolean; demora?: boolean };

/**
 * Where the payment returns (the sandbox page, Wompi's redirect with `?id=`, or the widget's
 * callback): the order's payment status as the server knows it, polled while pending.
 */
export default function ResultadoPagoPage() {
  useTitulo(textos.documento);
  const [params] = useSearchParams();
  const factura = params.get('factura') ?? ultimaVenta()?.factura ?? '';
  const transaccion = params.get('id') ?? undefined;
  const [vista, setVista] = useState<Vista>({});
  const [vuelta, setVuelta] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `vuelta` restarts the polling on demand
  useEffect(() => {
    if (!factura) return;
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ronda = 0;
    const consultar = async () => {
      try {
        // the provider's transaction id (when Wompi sent one) goes once: the server looks it up
        const estado = await tiendaApi.verificar({ factura, id: ronda === 0 ? transaccion : undefined }, ctrl.signal);
        setVista({ estado });
        if (estado.status_pago !== 'pendiente') {
          marcarVenta(estado.factura, estado.status_pago);
          // the cart was kept until now: a declined pago can be paid again (issue 21 item 5)
          if (estado.status_pago === 'aprobado') await quitarLineasPagadas(estado.factura).catch(() => false);
          return;
        }
      } catch (err) {
        if (ctrl.signal.aborted) return;
        const status = (err as { status?: number }).status ?? 0;
        if (status === 404 || status === 422) {
          setVista({ noEncontrado: true });
          return;
        }
      }
      ronda += 1;
      if (ronda >= RONDAS) setVista((v) => ({ ...v, demora: true }));
      else timer = setTimeout(consultar, CADA_MS);
    };
    setVista((v) => ({ estado: v.estado }));
    void consultar();
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [factura, transaccion, vuelta]);

  if (!factura || vista.noEncontrado)
    return (
      <div className="container page">
        <Empty title={textos.sinFactura}>
          <p>{textos.sinFacturaTexto}</p>
          <Link className="btn btn--primary" to="/e-comerce/pedido">
            {textos.irConsulta}
          </Link>
        </Empty>
      </div>
    );

  const estado = vista.estado;
  const status = estado?.status_pago;
  const titulo =
    status === 'aprobado'
      ? textos.aprobado
      : status === 'rechazado'
        ? textos.rechazado
        : status === 'pendiente'
          ? textos.esperando
          : status === 'vencido'
            ? textos.vencido
            : estado?.status_pago_texto;
  return (
    <div className="container page resultado">
      <h1>{textos.titulo}</h1>
      <section className={`card resultado__tarjeta resultado--${status ?? 'cargando'}`}>
        <dl className="resultado__datos">
          <dt>{textos.factura}</dt>
          <dd>
            <strong>{factura}</strong>
          </dd>
          {estado && (
            <>
              <dt>{textos.total}</dt>
              <dd>{cop(estado.total)}</dd>
            </>
          )}
        </dl>
        <div role="status" aria-live="polite" className="resultado__estado">
          {!estado ? (
            <Loading label={textos.esperando} />
          ) : (
            <>
              <p className="resultado__titulo">
                {status === 'pendiente' && !vista.demora && <span className="spinner" aria-hidden="true" />}
                {titulo}
              </p>
              {status === 'rechazado' && <p>{textos.rechazadoTexto}</p>}
              {status === 'vencido' && <p>{textos.vencidoTexto}</p>}
              {status === 'pendiente' && vista.demora && <p>{textos.demora}</p>}
            </>
          )}
        </div>
        {status === 'pendiente' && vista.demora && (
          <button type="button" className="btn" onClick={() => setVuelta((n) => n + 1)}>
            {textos.reintentar}
          </button>
        )}
        {(status === 'rechazado' ||
          status === 'error' ||
          status === 'vencido' ||
          (status === 'pendiente' && vista.demora)) && <PagarDeNuevo factura={factura} />}
        <p>{status === 'aprobado' ? textos.correoEnviado : textos.correo}</p>
        <p>{textos.consulta(factura)}</p>
        <div className="resultado__acciones">
          <Link className="btn btn--primary" to={`/e-comerce/pedido?factura=${encodeURIComponent(factura)}`}>
            {textos.irConsulta}
          </Link>
          <Link className="btn" to="/e-comerce">
            {textos.volverTienda}
          </Link>
        </div>
      </section>
    </div>
  );
}
