import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Producto } from '../../../../../common/wire/productos';
import { textosTienda } from '../../../i18n/es/tienda';
import { imagenLista } from '../../../lib/format';
import { Precio } from './Precio';

const textos = textosTienda.producto;

/** `primera`: among the cards a phone shows first, whose photo is the page's largest paint: loaded at once. */
type Props = { p: Producto; onAgregar: (p: Producto) => void; primera?: boolean };

/** One product of the grid; memoized so typing in the search re-renders only what changed. */
export const ProductoCard = memo(function ProductoCard({ p, onAgregar, primera = false }: Props) {
  return (
    <li className="card producto">
      <div className="producto__foto">
        {p.imagen1 ? (
          <img
            {...imagenLista(p.imagen1, '(min-width: 560px) 280px, calc(100vw - 3rem)')}
            alt={p.nombre}
            width={320}
            height={320}
            loading={primera ? 'eager' : 'lazy'}
            fetchPriority={primera ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="producto__sinfoto">{textos.sinImagen}</span>
        )}
        {p.disponible === 0 ? (
          <span className="badge badge--danger producto__badge">{textos.agotado}</span>
        ) : (
          p.porcentaje > 0 && <span className="badge badge--warn producto__badge">{textos.rebaja(p.porcentaje)}</span>
        )}
      </div>
      <p className="producto__marca">{p.nombre_marca}</p>
      <h3 className="producto__nombre">{p.nombre}</h3>
      <Precio precio={p.precio} precio_final={p.precio_final} porcentaje={p.porcentaje} />
      <div className="producto__acciones">
        <Link className="btn btn--small" to={`/e-comerce/${p.id}`} aria-label={textos.verDetalleDe(p.nombre)}>
          {textos.verDetalle}
        </Link>
        {p.disponible === 0 ? (
          <button type="button" className="btn btn--small" disabled aria-label={textos.agotadoAria(p.nombre)}>
            {textos.agotado}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            aria-label={textos.agregarAria(p.nombre)}
            onClick={() => onAgregar(p)}
          >
            {textos.agregar}
          </button>
        )}
      </div>
    </li>
  );
});
