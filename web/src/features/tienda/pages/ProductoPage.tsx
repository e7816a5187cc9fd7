import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { storageUrl } from '../../../../../common/imagenes';
import type { Producto } from '../../../../../common/wire/productos';
import { textosComun } from '../../../i18n/es/comun';
import { textosTienda } from '../../../i18n/es/tienda';
import { ApiError } from '../../../lib/api-client';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { useLoad } from '../../../lib/useLoad';
import { conMarca, useTitulo } from '../../../lib/useTitulo';
import { Markdownish } from '../../../ui/Markdownish';
import { Empty, Loading } from '../../../ui/States';
import { agregar } from '../acciones';
import { lecturas, tiendaApi } from '../api';
import { CarritoButton } from '../components/CarritoButton';
import { CompraDiferida } from '../components/CompraDiferida';
import { Precio } from '../components/Precio';
import '../tienda.css';

const textos = textosTienda.producto;
const VOLVER_MS = 1000;

const idValido = (v?: string) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

function Galeria({ p }: { p: Producto }) {
  const imagenes = [p.imagen1, p.imagen2, p.imagen3, p.imagen4].filter((f): f is string => !!f);
  const [actual, setActual] = useState(0);
  if (!imagenes.length)
    return (
      <div className="detalle__foto producto__sinfoto" role="img" aria-label={textos.sinImagen}>
        {textos.sinImagen}
      </div>
    );
  return (
    <div className="detalle__galeria">
      <img
        className="detalle__foto"
        src={storageUrl(imagenes[actual] ?? imagenes[0])}
        alt={imagenes.length > 1 ? textos.imagenDe(p.nombre, actual + 1) : p.nombre}
        width={560}
        height={560}
      />
      {imagenes.length > 1 && (
        <ul className="detalle__miniaturas" aria-label={textos.galeria}>
          {imagenes.map((f, i) => (
            <li key={f + String(i)}>
              <button
                type="button"
                aria-label={textos.verImagen(i + 1)}
                aria-pressed={i === actual}
                onClick={() => setActual(i)}
              >
                <img src={storageUrl(f, 160)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Seccion({ titulo, texto, abierta = false }: { titulo: string; texto: string | null; abierta?: boolean }) {
  return (
    <details className="detalle__seccion" open={abierta}>
      <summary>{titulo}</summary>
      {texto?.trim() ? <Markdownish text={texto} /> : <p className="muted">{textos.sinInformacion}</p>}
    </details>
  );
}

function NoEncontrado() {
  return (
    <section className="container state state--notfound" aria-labelledby="producto-nf">
      <h1 id="producto-nf">{textos.noEncontradoTitulo}</h1>
      <p>{textos.noEncontrado}</p>
      <Link className="btn btn--primary" to="/e-comerce">
        {textos.volver}
      </Link>
    </section>
  );
}

/** Product detail: gallery, prices and discount badge, add to cart, and the three text sections. */
export default function ProductoPage() {
  const params = useParams();
  const id = idValido(params.id);
  const navigate = useNavigate();
  const cargado = useLoad(
    (signal) => (id ? tiendaApi.producto(id, signal) : Promise.reject(new ApiError(404, 'not_found', ''))),
    [id],
    // the page drawn by the Worker came with its answer (common/primeras-lecturas.ts)
    { inicial: useRespuestaInicial(lecturas.producto(id ?? 0)) },
  );
  const volver = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // a buyer may land here first, with the old store's cart still in localStorage
    import('../../../lib/carrito-legado').then((m) => m.migrarCarritoLegado()).catch(() => undefined);
    return () => clearTimeout(volver.current);
  }, []);
  const p = cargado.data?.id === id && cargado.data?.estado === '1' ? cargado.data : undefined;
  const status = cargado.error?.status ?? 404;
  const noExiste = !p && !cargado.loading && status >= 400 && status < 500;
  useTitulo(
    p ? textos.documento(p.nombre) : noExiste ? conMarca(textos.noEncontradoTitulo) : textosTienda.tienda.documento,
  );

  if (!p) {
    if (cargado.loading) return <Loading />;
    if (noExiste) return <NoEncontrado />;
    return (
      <div className="container page">
        <Empty title={textosTienda.tienda.errorCarga}>
          <button type="button" className="btn" onClick={cargado.reload}>
            {textosComun.estados.reintentar}
          </button>
        </Empty>
      </div>
    );
  }

  const onAgregar = async () => {
    if (await agregar(p)) volver.current = setTimeout(() => navigate('/e-comerce'), VOLVER_MS);
  };

  return (
    <div className="container page detalle">
      <div className="detalle__barra">
        <Link to="/e-comerce">
          <span aria-hidden="true">←</span> {textos.volver}
        </Link>
        <CarritoButton />
      </div>
      <article className="detalle__producto">
        <Galeria key={p.id} p={p} />
        <div className="detalle__info">
          <p className="producto__marca">{p.nombre_marca}</p>
          <h1>{p.nombre}</h1>
          {p.porcentaje > 0 && <p className="badge badge--warn detalle__badge">{textos.descuento(p.porcentaje)}</p>}
          <Precio
            className="precio--grande"
            precio={p.precio}
            precio_final={p.precio_final}
            porcentaje={p.porcentaje}
          />
          <p className="muted">{textos.ivaIncluido(p.iva ?? 19)}</p>
          {p.disponible === 0 ? (
            <>
              <p className="badge badge--danger detalle__badge">{textos.agotado}</p>
              <button type="button" className="btn" disabled aria-label={textos.agotadoAria(p.nombre)}>
                {textos.agregarAlCarrito}
              </button>
            </>
          ) : (
            <>
              {p.disponible !== null && p.disponible <= 5 && <p className="muted">{textos.quedan(p.disponible)}</p>}
              <button type="button" className="btn btn--primary" onClick={onAgregar}>
                {textos.agregarAlCarrito}
              </button>
            </>
          )}
          <Seccion titulo={textos.fichaTecnica} texto={p.ficha_tecnica} abierta />
          <Seccion titulo={textos.uso} texto={p.uso_adecuado} />
          <Seccion titulo={textos.informacionLegal} texto={p.aviso_legal} />
        </div>
      </article>
      <CompraDiferida />
    </div>
  );
}
