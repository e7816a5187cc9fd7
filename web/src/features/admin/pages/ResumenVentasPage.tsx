import { Link, useSearchParams } from 'react-router-dom';
import { cop } from '../../../../../common/dinero';
import { fechaCorta } from '../../../../../common/fechas';
import type { ResumenVentas } from '../../../../../common/wire/resumen-ventas';
import { textosComun } from '../../../i18n/es/comun';
import { textosResumen } from '../../../i18n/es/resumen';
import { useFallo } from '../../../lib/useFallo';
import { useLoad } from '../../../lib/useLoad';
import { Loading } from '../../../ui/States';
import { Encabezado } from '../components/Encabezado';
import { GraficaIngresos } from '../components/GraficaIngresos';
import { textoEntrega, textoPago } from '../logic';
import { leerResumen } from '../ventas-api';
import '../admin.css';

const PERIODOS = [1, 7, 30];
/** The orders screen showing the paid orders still to ship first. */
const POR_ENVIAR = '/panel/ecomerce/pedidos?status_pago=aprobado&orden=estado&dir=asc';

function Cifra({ titulo, valor, children }: { titulo: string; valor: string; children?: React.ReactNode }) {
  return (
    <div className="card resumen-cifra">
      <p className="resumen-cifra__titulo">{titulo}</p>
      <p className="resumen-cifra__valor">{valor}</p>
      {children}
    </div>
  );
}

function PorEstado({
  titulo,
  conteo,
  texto,
}: {
  titulo: string;
  conteo: Record<string, number>;
  texto: (c: string) => string;
}) {
  const filas = Object.entries(conteo).sort((a, b) => b[1] - a[1]);
  return (
    <div>
      <h3>{titulo}</h3>
      <dl className="resumen-estados">
        {filas.map(([codigo, n]) => (
          <div key={codigo}>
            <dt>{texto(codigo)}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Detalle({ r }: { r: ResumenVentas }) {
  return (
    <>
      <section aria-labelledby="resumen-cifras" className="resumen-cifras">
        <h2 id="resumen-cifras" className="sr-only">
          {textosResumen.cifras}
        </h2>
        <Cifra titulo={textosResumen.ingresos} valor={cop(r.ingresos)} />
        <Cifra titulo={textosResumen.ventas} valor={String(r.ventas)} />
        <Cifra titulo={textosResumen.pagadas} valor={String(r.pagadas)} />
        <Cifra titulo={textosResumen.porEnviar} valor={String(r.por_enviar)}>
          <Link to={POR_ENVIAR}>{textosResumen.verPorEnviar}</Link>
        </Cifra>
      </section>
      <section className="admin-section">
        <GraficaIngresos serie={r.serie} />
      </section>
      <div className="resumen-columnas">
        <section className="admin-section" aria-labelledby="resumen-estados">
          <h2 id="resumen-estados">{textosResumen.porEstado}</h2>
          {r.ventas === 0 ? (
            <p className="muted">{textosResumen.ningunaVenta}</p>
          ) : (
            <>
              <PorEstado titulo={textosResumen.entrega} conteo={r.por_entrega} texto={textoEntrega} />
              <PorEstado titulo={textosResumen.pago} conteo={r.por_pago} texto={textoPago} />
            </>
          )}
        </section>
        <section className="admin-section" aria-labelledby="resumen-top">
          <h2 id="resumen-top">{textosResumen.top}</h2>
          {r.top_productos.length === 0 ? (
            <p className="muted">{textosResumen.sinVentas}</p>
          ) : (
            <ol className="resumen-top">
              {r.top_productos.map((p) => (
                <li key={`${p.producto_id}-${p.nombre_produto}`}>
                  <span>{p.nombre_produto}</span>
                  <span className="muted">
                    {textosResumen.unidades(p.cantidad)} · {cop(p.ingresos)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="admin-section" aria-labelledby="resumen-stock">
          <h2 id="resumen-stock">{textosResumen.stockBajo}</h2>
          {r.stock_bajo.length === 0 ? (
            <p className="muted">{textosResumen.sinStockBajo}</p>
          ) : (
            <ul className="resumen-top">
              {r.stock_bajo.map((p) => (
                <li key={p.id}>
                  <span>{p.nombre}</span>
                  <span className="muted">{textosResumen.stockUnidades(p.stock)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * `/panel/ecomerce/resumen`: where staff land after login. Today, 7 or 30 days (`?dias=`, kept in
 * the URL): revenue of paid orders, orders per status, what is left to ship, best sellers and a
 * revenue chart.
 */
export default function ResumenVentasPage() {
  const [params, setParams] = useSearchParams();
  const elegido = Number(params.get('dias'));
  const dias = PERIODOS.includes(elegido) ? elegido : 7;
  const { data, error, loading, reload } = useLoad((signal) => leerResumen(dias, { signal }), [dias]);
  const fallo = useFallo(error, loading);

  return (
    <div className="admin">
      <Encabezado titulo={textosResumen.titulo} texto={textosResumen.texto} />
      <fieldset className="resumen-periodos">
        <legend>{textosResumen.periodo}</legend>
        {PERIODOS.map((d) => (
          <button
            key={d}
            type="button"
            className="btn btn--small"
            aria-pressed={d === dias}
            onClick={() => setParams(d === 7 ? {} : { dias: String(d) }, { replace: true })}
          >
            {textosResumen.periodos[d]}
          </button>
        ))}
        {data && <span className="muted">{textosResumen.rango(fechaCorta(data.desde), fechaCorta(data.hasta))}</span>}
      </fieldset>
      {!data && !fallo && <Loading />}
      {fallo && (
        <div className="state">
          <p className="state__title">{textosResumen.errorCarga}</p>
          <button type="button" className="btn btn--primary" onClick={() => reload()}>
            {textosComun.estados.reintentar}
          </button>
        </div>
      )}
      {data && <Detalle r={data} />}
    </div>
  );
}
