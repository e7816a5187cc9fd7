import { useEffect, useRef } from 'react';
import { textosComun } from '../../../i18n/es/comun';
import { textosTienda } from '../../../i18n/es/tienda';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { useLoad } from '../../../lib/useLoad';
import { useTitulo } from '../../../lib/useTitulo';
import { Empty } from '../../../ui/States';
import { lecturas, tiendaApi } from '../api';
import { CarritoButton } from '../components/CarritoButton';
import { CompraDiferida } from '../components/CompraDiferida';
import { FilterBar } from '../components/FilterBar';
import { FilterChips } from '../components/FilterChips';
import { GridSkeleton } from '../components/GridSkeleton';
import { Resultados } from '../components/Resultados';
import { SearchBox } from '../components/SearchBox';
import { hayFiltros } from '../filters';
import { useTiendaUi } from '../store';
import { useCatalogo } from '../useCatalogo';
import { FiltrosContext, useFiltrosDeUrl } from '../useFiltros';
import '../tienda.css';

/**
 * The public store: search, filters (side bar; on small screens the same groups in a menu), chips, product grid,
 * cart. The filters are in the address; the server filters and pages (24 at a time).
 */
export default function TiendaPage() {
  useTitulo(textosTienda.tienda.documento);
  useEffect(() => {
    import('../../../lib/carrito-legado').then((m) => m.migrarCarritoLegado()).catch(() => undefined);
  }, []);
  const filtrosTienda = useFiltrosDeUrl();
  const { filtros, limpiar } = filtrosTienda;
  const catalogo = useCatalogo(filtros);
  // only the brands and characteristics some active product has (a filter that finds nothing is no filter)
  const marcasApi = useLoad((signal) => tiendaApi.marcas(signal), [], {
    inicial: useRespuestaInicial(lecturas.marcas()),
  });
  const caracteristicasApi = useLoad((signal) => tiendaApi.caracteristicas(signal), [], {
    inicial: useRespuestaInicial(lecturas.caracteristicas()),
  });
  const filtrosAbiertos = useTiendaUi((s) => s.filtrosAbiertos);
  const setFiltrosAbiertos = useTiendaUi((s) => s.setFiltrosAbiertos);
  const abrirFiltros = useRef<HTMLButtonElement>(null);
  // the small-screen menu closes onto its button, above the chips and the results it chose
  const verResultados = () => {
    setFiltrosAbiertos(false);
    abrirFiltros.current?.focus();
  };

  // the side bar waits for both lists: groups filling in one by one would push each other (layout shift)
  const listos = [marcasApi, caracteristicasApi].every((r) => r.data !== undefined || r.error !== undefined);
  const marcas = marcasApi.data ?? [];
  const caracteristicas = caracteristicasApi.data ?? [];

  return (
    <FiltrosContext.Provider value={filtrosTienda}>
      <div className="container page tienda">
        <header className="tienda__cabecera">
          <div>
            <h1>{textosTienda.tienda.titulo}</h1>
            <p className="muted">{textosTienda.tienda.subtitulo}</p>
          </div>
          <div className="tienda__herramientas">
            <SearchBox />
            <CarritoButton />
          </div>
        </header>

        <div className="tienda__filtros-movil">
          <button
            ref={abrirFiltros}
            type="button"
            className="btn"
            aria-expanded={filtrosAbiertos}
            aria-controls="filtros-movil"
            onClick={() => setFiltrosAbiertos(!filtrosAbiertos)}
          >
            {filtrosAbiertos ? textosTienda.filtros.cerrar : textosTienda.filtros.abrir}
          </button>
          {filtrosAbiertos && (
            <section id="filtros-movil" className="card" aria-label={textosTienda.filtros.titulo}>
              <FilterBar marcas={marcas} caracteristicas={caracteristicas} facetas={catalogo.lista?.facetas} />
              <button type="button" className="btn btn--primary filtros-movil__resultados" onClick={verResultados}>
                {textosTienda.filtros.verResultados}
              </button>
            </section>
          )}
        </div>

        <div className="tienda__cuerpo">
          <aside className="tienda__lateral card" aria-labelledby="filtros-titulo">
            <h2 id="filtros-titulo">{textosTienda.filtros.titulo}</h2>
            {listos ? (
              <FilterBar marcas={marcas} caracteristicas={caracteristicas} facetas={catalogo.lista?.facetas} />
            ) : (
              <span className="tienda-esqueleto tienda-esqueleto--filtros" aria-hidden="true" />
            )}
          </aside>
          <section className="tienda__resultados" aria-labelledby="productos-titulo">
            <h2 id="productos-titulo" className="sr-only">
              {textosTienda.tienda.titulo}
            </h2>
            <FilterChips marcas={marcasApi.data ?? []} caracteristicas={caracteristicasApi.data ?? []} />
            {catalogo.error && !catalogo.vigente ? (
              <Empty title={textosTienda.tienda.errorCarga}>
                <button type="button" className="btn" onClick={catalogo.reintentar}>
                  {textosComun.estados.reintentar}
                </button>
              </Empty>
            ) : catalogo.lista ? (
              <Resultados
                lista={catalogo.lista}
                vigente={catalogo.vigente !== null}
                cargando={catalogo.cargando}
                conFiltros={hayFiltros(filtros)}
                onMas={catalogo.cargarMas}
                onLimpiar={limpiar}
              />
            ) : (
              <GridSkeleton label={textosTienda.tienda.cargando} />
            )}
          </section>
        </div>
        <CompraDiferida />
      </div>
    </FiltrosContext.Provider>
  );
}
