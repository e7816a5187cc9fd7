import { useCallback, useRef, useState } from 'react';
import type { Producto } from '../../../../../common/wire/productos';
import { textosAdmin } from '../../../i18n/es/admin';
import { useLista, useListaPaginada } from '../../../lib/useLista';
import { useDebounced } from '../../../ui/useDebounced';
import {
  actualizarProducto,
  type FiltroProductos,
  listarCaracteristicas,
  listarMarcas,
  listarProductos,
  listarPromociones,
  type TipoCambio,
} from '../api';
import { CampoBusqueda, CampoOpciones } from '../components/CamposFiltro';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { GaleriaModal } from '../components/GaleriaModal';
import { HistorialModal } from '../components/HistorialModal';
import { MarcasPanel } from '../components/MarcasPanel';
import { MasFilas } from '../components/MasFilas';
import { ProductoForm } from '../components/ProductoForm';
import { ProductosCsv } from '../components/ProductosCsv';
import { type Cambio, ProductosTabla } from '../components/ProductosTabla';
import { TextosModal } from '../components/TextosModal';
import type { Textos } from '../components/TextosProducto';
import '../admin.css';

const textosProductos = textosAdmin.productos;

/** Search by name, brand or promotion (sent once typing pauses) and active/inactive. */
function Filtros({ filtros, onChange }: { filtros: FiltroProductos; onChange: (f: FiltroProductos) => void }) {
  return (
    <div className="admin-filtros">
      <CampoBusqueda
        id="productos-buscar"
        label={textosProductos.buscar}
        value={filtros.q}
        onChange={(q) => onChange({ ...filtros, q })}
      />
      <CampoOpciones
        id="productos-estado"
        label={textosProductos.filtroEstado}
        value={filtros.estado}
        opciones={[
          ['1', textosProductos.activos],
          ['0', textosProductos.inactivos],
        ]}
        onChange={(estado) => onChange({ ...filtros, estado })}
      />
    </div>
  );
}

/**
 * `/panel/ecomerce/productos`: 'Crear Nuevo Producto', the product table edited in place (the
 * newest first, 50 at a time from the server, searched and filtered there), the lock
 * (active/inactive), the image gallery, 'Editar textos', each product's historial, and the brand
 * list with its edit form.
 */
export default function ProductosPage() {
  const [filtros, setFiltros] = useState<FiltroProductos>({ q: '', estado: '' });
  const q = useDebounced(filtros.q.trim());
  const consulta = { ...filtros, q };
  const productos = useListaPaginada((page, o) => listarProductos(consulta, page, o), JSON.stringify(consulta));
  const conFiltros = Boolean(q || filtros.estado);
  const marcas = useLista(listarMarcas);
  const promociones = useLista(listarPromociones);
  const caracteristicas = useLista(listarCaracteristicas);
  const [creando, setCreando] = useState(false);
  const [galeria, setGaleria] = useState<number | null>(null);
  const [textos, setTextos] = useState<number | null>(null);
  const [historial, setHistorial] = useState<number | null>(null);

  // Each update posts the WHOLE row: updates of one row run one after the other, each on the
  // row the previous one stored, so leaving a cell and clicking the lock never undo each other.
  const ultimas = useRef(new Map<number, Producto>());
  const colas = useRef(new Map<number, Promise<unknown>>());
  const { reemplazar } = productos;
  const guardar = useCallback(
    (producto: Producto, cambio: Cambio, tipo: TipoCambio = 'estado' in cambio ? 'estado' : 'campo') => {
      const previa = colas.current.get(producto.id) ?? Promise.resolve();
      const siguiente = previa
        .catch(() => undefined)
        .then(async () => {
          // the stock is posted only when it is the change: a row read earlier would undo the sales since
          const { stock: _s, stock_minimo: _m, disponible: _d, ...base } = ultimas.current.get(producto.id) ?? producto;
          const guardado = await actualizarProducto({ ...base, ...cambio }, tipo);
          ultimas.current.set(guardado.id, guardado);
          reemplazar(guardado);
        });
      colas.current.set(producto.id, siguiente);
      return siguiente;
    },
    [reemplazar],
  );
  const alGuardarImagen = useCallback(
    (p: Producto) => {
      ultimas.current.set(p.id, p);
      reemplazar(p);
    },
    [reemplazar],
  );
  const recargar = useCallback(() => {
    ultimas.current.clear();
    return productos.reload();
  }, [productos.reload]);
  const guardarTextos = useCallback(
    async (producto: Producto, nuevos: Textos) => {
      await guardar(producto, nuevos, 'textos');
      await recargar();
    },
    [guardar, recargar],
  );

  const enGaleria = productos.filas?.find((p) => p.id === galeria) ?? null;
  const enTextos = productos.filas?.find((p) => p.id === textos) ?? null;
  const enHistorial = productos.filas?.find((p) => p.id === historial) ?? null;
  return (
    <div className="admin">
      <Encabezado titulo={textosProductos.titulo} texto={textosProductos.descripcion}>
        <button type="button" className="btn btn--primary" onClick={() => setCreando(true)}>
          {textosProductos.crear}
        </button>
      </Encabezado>

      <section className="admin-section" aria-labelledby="productos-titulo">
        <h2 id="productos-titulo">{textosProductos.lista}</h2>
        <p className="muted">{textosAdmin.comun.seGuardaAlSalir}</p>
        <Filtros filtros={filtros} onChange={setFiltros} />
        <EstadoLista
          filas={productos.filas}
          fallo={productos.fallo}
          recargar={recargar}
          vacio={conFiltros ? textosProductos.sinResultados : textosProductos.vacio}
        >
          <ProductosTabla
            productos={productos.filas ?? []}
            marcas={marcas.filas ?? []}
            promociones={promociones.filas ?? []}
            caracteristicas={caracteristicas.filas ?? []}
            onCambio={guardar}
            onGaleria={(p) => setGaleria(p.id)}
            onTextos={(p) => setTextos(p.id)}
            onHistorial={(p) => setHistorial(p.id)}
          />
          <MasFilas lista={productos} mostrando={textosProductos.mostrando} mostrarMas={textosProductos.mostrarMas} />
        </EstadoLista>
      </section>

      <ProductosCsv onImportado={recargar} />
      <MarcasPanel lista={marcas} onCambio={recargar} />

      <ProductoForm
        open={creando}
        onClose={() => setCreando(false)}
        onCreado={recargar}
        marcas={marcas.filas ?? []}
        promociones={promociones.filas ?? []}
        caracteristicas={caracteristicas.filas ?? []}
      />
      <GaleriaModal producto={enGaleria} onClose={() => setGaleria(null)} onGuardada={alGuardarImagen} />
      <TextosModal producto={enTextos} onClose={() => setTextos(null)} onGuardar={guardarTextos} />
      <HistorialModal producto={enHistorial} onClose={() => setHistorial(null)} />
    </div>
  );
}
