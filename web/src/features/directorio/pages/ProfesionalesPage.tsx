import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { textosComun } from '../../../i18n/es/comun';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';
import { useFiltrosInmediatos } from '../../../lib/filtros-inmediatos';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { usePaginada } from '../../../lib/usePaginada';
import { useTitulo } from '../../../lib/useTitulo';
import { Empty, Loading } from '../../../ui/States';
import { directorioApi, lecturas } from '../api';
import { BuscadorProfesionales } from '../components/BuscadorProfesionales';
import { DatosConsulta } from '../components/DatosConsulta';
import { FilterBar } from '../components/FilterBar';
import { LoEntendido } from '../components/LoEntendido';
import { ProfesionalCard } from '../components/ProfesionalCard';
import { SinResultados } from '../components/SinResultados';
import { buscarLista, esLiteral, type FiltrosLista, lecturaLista, rutaLista as rutaDe } from '../lista';
import { filtrosDeConsulta, filtrosDeRuta, rutaProfesionales } from '../paths';
import '../directorio.css';
import { useLoad } from '../../../lib/useLoad';

/**
 * The specialist list: filters in the URL, what the search box understood (undone with
 * `literal=1`), cards, an empty state that proposes a way on and says what to relax, 'Cargar más'.
 */
export default function ProfesionalesPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const deUrl: FiltrosLista = { ...filtrosDeRuta(params), ...filtrosDeConsulta(search), literal: esLiteral(search) };
  const ruta = rutaProfesionales(deUrl.ciudad, deUrl.especialidad, deUrl.modalidad);
  // what the list shows: the filters as last chosen here, which the address follows (two quick
  // choices both count), or the address's when it changes by itself (back, a link)
  const [filtros, cambiarFiltros] = useFiltrosInmediatos(deUrl, rutaDe, (f) => navigate(rutaDe(f), { replace: true }));
  const key = rutaDe(filtros);
  const especialidades = useLoad((signal) => directorioApi.especialidades(signal), [], {
    inicial: useRespuestaInicial(lecturas.especialidades()),
  });
  const aseguradoras = useLoad((signal) => directorioApi.aseguradoras(signal), [], {
    alReconectar: false,
    inicial: useRespuestaInicial(lecturas.aseguradoras()),
  });
  // the first page the page came with, when the server drew it (lib/iniciales.ts)
  const primera = useRespuestaInicial(lecturaLista(filtros, 1));
  const {
    vigente,
    loading: cargando,
    error,
    reload,
    cargarMas,
  } = usePaginada(
    async (page, signal) => {
      const r = await buscarLista(filtros, page, signal);
      return { items: r.succes, total: r.total, page, entendido: r.entendido, alternativa: r.alternativa };
    },
    key,
    {
      alReconectar: false,
      inicial: primera && {
        items: primera.succes,
        total: primera.total,
        page: 1,
        entendido: primera.entendido,
        alternativa: primera.alternativa,
      },
    },
  );
  // after 'Cargar más', focus goes to the first card that arrived
  const primeraNueva = useRef<{ clave: string; desde: number } | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  useTitulo(textosDirectorioLista.documento);

  // A non-canonical address (accents, capitals, missing segments) is replaced by the canonical one.
  const actual = `/especialistas/${params.ciudad ?? ''}/${params.especialidad ?? ''}/${params.modalidad ?? ''}`;
  useEffect(() => {
    if (actual !== ruta) navigate(ruta + search, { replace: true });
  }, [actual, ruta, search, navigate]);

  useLayoutEffect(() => {
    const nueva = primeraNueva.current;
    if (!nueva || nueva.clave !== vigente?.clave || vigente.items.length <= nueva.desde) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('.doc-card__link')[nueva.desde]?.focus();
    primeraNueva.current = null;
  });
  const mas = () => {
    primeraNueva.current = vigente ? { clave: vigente.clave, desde: vigente.items.length } : null;
    return cargarMas();
  };

  const cambiar = (cambio: Partial<FiltrosLista>) => cambiarFiltros((f) => ({ ...f, ...cambio }));

  return (
    <div className="container page directory-list">
      <h1>{textosDirectorioLista.titulo}</h1>
      {/* a new text is understood again */}
      <BuscadorProfesionales q={filtros.q ?? ''} onBuscar={(texto) => cambiar({ q: texto, literal: false })} />
      <FilterBar
        filtros={filtros}
        especialidades={especialidades.data ?? []}
        aseguradoras={aseguradoras.data ?? []}
        onChange={cambiar}
      />
      {/* nobody found: the empty state says what was understood, and the way on */}
      {vigente && (vigente.items.length > 0 || filtros.literal) && (
        <LoEntendido filtros={filtros} entendido={vigente.entendido} />
      )}
      <p className="directory-list__count" role="status" aria-live="polite">
        {vigente ? textosDirectorioLista.resultados(vigente.items.length, vigente.total) : ''}
      </p>
      {!vigente && cargando ? (
        <Loading />
      ) : !vigente && error ? (
        <Empty title={textosDirectorioLista.errorCarga}>
          <button type="button" className="btn" onClick={reload}>
            {textosComun.estados.reintentar}
          </button>
        </Empty>
      ) : vigente && vigente.items.length === 0 ? (
        <SinResultados filtros={filtros} entendido={vigente.entendido} alternativa={vigente.alternativa} />
      ) : vigente ? (
        <>
          <ul className="grid doc-grid" ref={gridRef} aria-busy={cargando}>
            {vigente.items.map((m, i) => (
              <li key={m.id}>
                <ProfesionalCard profesional={m} headingLevel={2} primera={i < 2}>
                  <DatosConsulta profesional={m} />
                </ProfesionalCard>
              </li>
            ))}
          </ul>
          {vigente.items.length < vigente.total && (
            <p className="directory-list__more">
              <button type="button" className="btn btn--primary" onClick={mas} disabled={cargando}>
                {cargando ? textosDirectorioLista.cargandoMas : textosDirectorioLista.cargarMas}
              </button>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
