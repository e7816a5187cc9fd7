import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { textosBusqueda } from '../../../i18n/es/busqueda';
import { textosComun } from '../../../i18n/es/comun';
import { textosDirectorioLista } from '../../../i18n/es/directorio-lista';
import { useFiltrosInmediatos } from '../../../lib/filtros-inmediatos';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { usePaginada } from '../../../lib/usePaginada';
import { useTitulo } from '../../../lib/useTitulo';
import { Empty, Loading } from '../../../ui/States';
import { directorioApi, type Filtros, lecturas } from '../api';
import { BuscadorProfesionales } from '../components/BuscadorProfesionales';
import { DatosConsulta } from '../components/DatosConsulta';
import { FilterBar } from '../components/FilterBar';
import { ProfesionalCard } from '../components/ProfesionalCard';
import { consultaDeLista, filtrosDeConsulta, filtrosDeRuta, rutaProfesionales } from '../paths';
import '../directorio.css';
import { useLoad } from '../../../lib/useLoad';

const rutaDe = (f: Filtros) => rutaProfesionales(f.ciudad, f.especialidad, f.modalidad) + consultaDeLista(f);

/** The specialist list: filters in the URL, cards, an empty state that says what to relax, 'Cargar más'. */
export default function ProfesionalesPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const deUrl = { ...filtrosDeRuta(params), ...filtrosDeConsulta(search) };
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
  const primera = useRespuestaInicial(lecturas.buscar(filtros, 1));
  const {
    vigente,
    loading: cargando,
    error,
    reload,
    cargarMas,
  } = usePaginada(
    async (page, signal) => {
      const r = await directorioApi.buscar(filtros, page, signal);
      return { items: r.succes, total: r.total, page };
    },
    key,
    { alReconectar: false, inicial: primera && { items: primera.succes, total: primera.total, page: 1 } },
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

  const cambiar = (cambio: Partial<Filtros>) => cambiarFiltros((f) => ({ ...f, ...cambio }));

  return (
    <div className="container page directory-list">
      <h1>{textosDirectorioLista.titulo}</h1>
      <BuscadorProfesionales q={filtros.q ?? ''} onBuscar={(texto) => cambiar({ q: texto })} />
      <FilterBar
        filtros={filtros}
        especialidades={especialidades.data ?? []}
        aseguradoras={aseguradoras.data ?? []}
        onChange={cambiar}
      />
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
        <SinResultados filtros={filtros} />
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

/** The empty state names each filter that can be relaxed, with a link that drops it. */
function SinResultados({ filtros: f }: { filtros: Filtros }) {
  const enlaces: [string, string][] = [];
  if (f.q) enlaces.push([textosBusqueda.quitar(f.q), rutaProfesionales(f.ciudad, f.especialidad, f.modalidad)]);
  if (f.ciudad !== 'todas')
    enlaces.push([textosDirectorioLista.quitarCiudad, rutaProfesionales('todas', f.especialidad, f.modalidad, f.q)]);
  if (f.especialidad !== 'todas')
    enlaces.push([textosDirectorioLista.quitarEspecialidad, rutaProfesionales(f.ciudad, 'todas', f.modalidad, f.q)]);
  if (f.modalidad !== '0')
    enlaces.push([textosDirectorioLista.quitarModalidad, rutaProfesionales(f.ciudad, f.especialidad, '0', f.q)]);
  if (enlaces.length > 1) enlaces.push([textosDirectorioLista.verTodos, rutaProfesionales('todas', 'todas', '0')]);
  return (
    <Empty title={textosDirectorioLista.vacioTitulo}>
      {enlaces.length > 0 && (
        <>
          <p>{textosDirectorioLista.vacioTexto}</p>
          <ul className="relax">
            {enlaces.map(([texto, to]) => (
              <li key={to}>
                <Link className="btn" to={to}>
                  {texto}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Empty>
  );
}
