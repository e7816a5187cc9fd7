import { cop } from '../../../../../common/dinero';
import { storageUrl } from '../../../../../common/imagenes';
import type { Caracteristica } from '../../../../../common/wire/caracteristicas';
import type { Marca } from '../../../../../common/wire/marcas';
import type { Producto } from '../../../../../common/wire/productos';
import type { Promocion } from '../../../../../common/wire/promociones';
import { textosAdmin } from '../../../i18n/es/admin';
import { textosHistorialProducto } from '../../../i18n/es/historial-producto';
import { toast } from '../../../lib/toast';
import { CLASES_IVA, leerPrecio, unidadesValidas } from '../logic';
import { BotonEditar } from './BotonesFila';
import { CampoEnLinea } from './CampoEnLinea';
import { Icono } from './Icono';
import { SelectEnLinea } from './SelectEnLinea';
import { TablaAdmin } from './TablaAdmin';

const textos = textosAdmin.productos;
const textosColumnas = textos.columnas;

export type Cambio = Partial<
  Pick<
    Producto,
    | 'nombre'
    | 'id_marca'
    | 'id_promocion'
    | 'precio'
    | 'id_caract'
    | 'estado'
    | 'ficha_tecnica'
    | 'uso_adecuado'
    | 'aviso_legal'
    | 'stock_minimo'
    | 'iva'
  >
> & {
  /** '' = sin control de inventario */
  stock?: number | '';
};

type Props = {
  productos: Producto[];
  marcas: Marca[];
  promociones: Promocion[];
  caracteristicas: Caracteristica[];
  /** posts the product's whole row with `cambio` applied; rejects when the server refused */
  onCambio: (producto: Producto, cambio: Cambio) => Promise<unknown>;
  onGaleria: (producto: Producto) => void;
  /** opens 'Editar textos' (ficha técnica, uso adecuado, aviso legal) for the product */
  onTextos: (producto: Producto) => void;
  /** opens the product's historial (who changed what, and when) */
  onHistorial: (producto: Producto) => void;
};

/**
 * The product list: name, brand, promotion, price, IVA class and characteristic edited in place;
 * the three texts through 'Editar textos'; lock and gallery; the historial of each product.
 */
export function ProductosTabla({
  productos,
  marcas,
  promociones,
  caracteristicas,
  onCambio,
  onGaleria,
  onTextos,
  onHistorial,
}: Props) {
  const opcionesMarca = marcas.map((m) => ({ value: String(m.id), label: m.nombre }));
  const opcionesPromocion = [
    { value: '0', label: textos.sinPromocion },
    ...promociones.map((p) => ({
      value: String(p.id),
      label: textos.opcionPromocion(p.nombre, p.porcentaje, p.activo === 1),
    })),
  ];
  const opcionesIva = CLASES_IVA.map((clase) => ({ value: String(clase), label: textos.claseIva(clase) }));
  const opcionesCaracteristica = [
    { value: '0', label: textos.sinCaracteristica },
    ...caracteristicas.map((c) => ({ value: String(c.id), label: c.nombre })),
  ];

  return (
    <div className="admin-scroll">
      <TablaAdmin
        className="admin-productos"
        filas={productos}
        claseFila={(p) => (p.estado === '1' ? undefined : 'admin-inactivo')}
        columnas={[
          {
            titulo: textosColumnas.imagen,
            celda: (p) => (
              <button
                type="button"
                className="admin-galeria-btn"
                title={textos.imagenes}
                aria-label={textos.imagenesDe(p.nombre)}
                onClick={() => onGaleria(p)}
              >
                {p.imagen1 ? (
                  <img
                    className="admin-mini"
                    src={storageUrl(p.imagen1, 160)}
                    alt=""
                    width="48"
                    height="48"
                    loading="lazy"
                  />
                ) : (
                  <Icono nombre="imagen" />
                )}
              </button>
            ),
          },
          {
            titulo: textosColumnas.nombre,
            celda: (p) => (
              <CampoEnLinea
                valor={p.nombre}
                etiqueta={`${textosColumnas.nombre}: ${p.nombre}`}
                avisoVacio={textosAdmin.comun.campoVacio}
                onGuardar={(nombre) => onCambio(p, { nombre })}
              />
            ),
          },
          {
            titulo: textosColumnas.marca,
            celda: (p) => (
              <SelectEnLinea
                valor={String(p.id_marca)}
                opciones={opcionesMarca}
                etiqueta={`${textosColumnas.marca}: ${p.nombre}`}
                onGuardar={(v) => onCambio(p, { id_marca: Number(v) })}
              />
            ),
          },
          {
            titulo: textosColumnas.promocion,
            celda: (p) => (
              <SelectEnLinea
                valor={String(p.id_promocion)}
                opciones={opcionesPromocion}
                etiqueta={`${textosColumnas.promocion}: ${p.nombre}`}
                onGuardar={(v) => onCambio(p, { id_promocion: Number(v) })}
              />
            ),
          },
          {
            titulo: textosColumnas.precio,
            celda: (p) => (
              <div className="admin-precio">
                <CampoEnLinea
                  valor={String(p.precio)}
                  etiqueta={`${textosColumnas.precio}: ${p.nombre}`}
                  avisoVacio={textosAdmin.comun.campoVacio}
                  inputMode="numeric"
                  className="admin-inline--precio"
                  onGuardar={async (texto) => {
                    const precio = leerPrecio(texto);
                    if (precio === null) {
                      toast.warning(textos.precioInvalido);
                      throw new Error(textos.precioInvalido);
                    }
                    return onCambio(p, { precio });
                  }}
                />
                {p.porcentaje > 0 && (
                  <span className="field__hint">{textos.precioFinal(cop(p.precio_final), p.porcentaje)}</span>
                )}
              </div>
            ),
          },
          {
            titulo: textosColumnas.iva,
            celda: (p) => (
              <SelectEnLinea
                valor={String(p.iva)}
                opciones={opcionesIva}
                etiqueta={textos.ivaDe(p.nombre)}
                onGuardar={(v) => onCambio(p, { iva: Number(v) })}
              />
            ),
          },
          {
            titulo: textosColumnas.caracteristica,
            celda: (p) => (
              <SelectEnLinea
                valor={String(p.id_caract)}
                opciones={opcionesCaracteristica}
                etiqueta={`${textosColumnas.caracteristica}: ${p.nombre}`}
                onGuardar={(v) => onCambio(p, { id_caract: Number(v) })}
              />
            ),
          },
          { titulo: textosColumnas.stock, celda: (p) => <Stock producto={p} onCambio={onCambio} /> },
          {
            titulo: textosColumnas.textos,
            celda: (p) => (
              <BotonEditar
                nombre={p.nombre}
                texto={textos.editarTextos}
                etiqueta={textos.editarTextosDe}
                onClick={() => onTextos(p)}
              />
            ),
          },
          { titulo: textosColumnas.estado, celda: (p) => <Estado producto={p} onCambio={onCambio} /> },
          {
            titulo: textosHistorialProducto.columna,
            celda: (p) => (
              <button
                type="button"
                className="btn btn--small"
                aria-label={textosHistorialProducto.botonDe(p.nombre)}
                onClick={() => onHistorial(p)}
              >
                {textosHistorialProducto.boton}
              </button>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The Activo/Inactivo badge and the lock that switches the product's sale on or off. */
function Estado({ producto: p, onCambio }: { producto: Producto; onCambio: Props['onCambio'] }) {
  const activo = p.estado === '1';
  return (
    <div className="admin-estado">
      <span className={`badge ${activo ? 'badge--ok' : 'badge--danger'}`}>
        {activo ? textosAdmin.comun.activo : textosAdmin.comun.inactivo}
      </span>
      <button
        type="button"
        className="btn btn--small admin-icon-btn"
        aria-pressed={!activo}
        aria-label={activo ? textos.desactivarDe(p.nombre) : textos.activarDe(p.nombre)}
        title={activo ? textos.desactivar : textos.activar}
        onClick={() => onCambio(p, { estado: activo ? '0' : '1' }).catch(() => undefined)}
      >
        <Icono nombre={activo ? 'abierto' : 'candado'} />
      </button>
    </div>
  );
}

/** Whole units typed in a cell, or null (with a warning) when they are not. */
function unidades(texto: string, aviso: string): number | null {
  if (texto !== '' && unidadesValidas(texto)) return Number(texto);
  toast.warning(aviso);
  return null;
}

/** The stock (blank: sin control de inventario), what is left of it, and the low-stock minimum. */
function Stock({ producto: p, onCambio }: { producto: Producto; onCambio: Props['onCambio'] }) {
  return (
    <div className="admin-precio">
      <CampoEnLinea
        valor={p.stock === null ? '' : String(p.stock)}
        etiqueta={textos.stockDe(p.nombre)}
        inputMode="numeric"
        className="admin-inline--precio"
        onGuardar={async (texto) => {
          if (texto === '') return onCambio(p, { stock: '' });
          const stock = unidades(texto, textos.stockInvalido);
          if (stock === null) throw new Error(textos.stockInvalido);
          return onCambio(p, { stock });
        }}
      />
      <span className="field__hint">
        {p.disponible === null ? textos.sinControl : textos.disponibles(p.disponible)}
      </span>
      {p.stock !== null && (
        <span className="field__hint">
          {textos.minimo}{' '}
          <CampoEnLinea
            valor={String(p.stock_minimo)}
            etiqueta={textos.stockMinimoDe(p.nombre)}
            avisoVacio={textos.minimoInvalido}
            inputMode="numeric"
            className="admin-inline--precio"
            onGuardar={async (texto) => {
              const stockMinimo = unidades(texto, textos.minimoInvalido);
              if (stockMinimo === null) throw new Error(textos.minimoInvalido);
              return onCambio(p, { stock_minimo: stockMinimo });
            }}
          />
        </span>
      )}
    </div>
  );
}
