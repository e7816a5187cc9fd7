import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Profesional } from '../../../../../common/wire/profesionales';
import { t } from '../../../i18n/es';
import type { ApiError } from '../../../lib/api-client';
import { useLoad } from '../../../lib/carga';
import { useFiltrosInmediatos } from '../../../lib/filtros-inmediatos';
import { useOmitirPrimeraCarga, useRespuestaInicial } from '../../../lib/iniciales';
import { Empty, Loading } from '../../../ui/States';
import { directorioApi, type Filtros, lecturas } from '../api';
import { FilterBar } from '../components/FilterBar';
import { ProfesionalCard } from '../components/ProfesionalCard';
import { filtrosDeRuta, rutaProfesionales } from '../paths';
import '../directory.css';

const T = t.directorio;

const rutaDe = (f: Filtros) => rutaProfesionales(f.ciudad, f.especialidad, f.modalidad);

type Lista = { key: string; items: Profesional[]; total: number; page: number };

/** The specialist list: filters in the URL, cards, an empty state that says what to relax, 'Cargar más'. */
export default function ProfesionalesPage() {
  const params = useParams();
  const navigate = useNavigate();
  const deUrl = filtrosDeRuta(params);
  const ruta = rutaDe(deUrl);
  // what the list shows: the filters as last chosen here, which the address follows (two quick
  // choices both count), or the address's when it changes by itself (back, a link)
  const [filtros, cambiarFiltros] = useFiltrosInmediatos(deUrl, rutaDe, (f) => navigate(rutaDe(f), { replace: true }));
  const key = rutaDe(filtros);
  const especialidades = useLoad(
    (signal) => directorioApi.especialidades(signal),
    [],
    useRespuestaInicial(lecturas.especialidades()),
  );
  // the first page the page came with, when the server drew it (lib/iniciales.ts)
  const primera = useRespuestaInicial(lecturas.buscar(filtros, 1));
  const [lista, setLista] = useState<Lista | null>(() =>
    primera ? { key, items: primera.succes, total: primera.total, page: 1 } : null,
  );
  const omitir = useOmitirPrimeraCarga(primera !== undefined);
  const [cargando, setCargando] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [intento, setIntento] = useState(0);
  const primeraNueva = useRef<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    document.title = T.lista.documento;
  }, []);

  // A non-canonical address (accents, capitals, missing segments) is replaced by the canonical one.
  const actual = `/especialistas/${params.ciudad ?? ''}/${params.especialidad ?? ''}/${params.modalidad ?? ''}`;
  useEffect(() => {
    if (actual !== ruta) navigate(ruta, { replace: true });
  }, [actual, ruta, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters
  useEffect(() => {
    if (omitir()) return;
    const ctrl = new AbortController();
    setCargando(true);
    setError(null);
    directorioApi.buscar(filtros, 1, ctrl.signal).then(
      (r) => {
        if (ctrl.signal.aborted) return;
        // 24 cards drawn in slices (a transition), not in one long task
        startTransition(() => {
          setLista({ key, items: r.succes, total: r.total, page: 1 });
          setCargando(false);
        });
      },
      (err: ApiError) => {
        if (ctrl.signal.aborted) return;
        setError(err);
        setCargando(false);
      },
    );
    return () => ctrl.abort();
  }, [key, intento]);

  useEffect(() => {
    if (primeraNueva.current === null) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('.doc-card__link')[primeraNueva.current]?.focus();
    primeraNueva.current = null;
  });

  const cargarMas = useCallback(async () => {
    if (!lista) return;
    setCargando(true);
    try {
      const r = await directorioApi.buscar(filtros, lista.page + 1);
      primeraNueva.current = lista.items.length;
      setLista((l) =>
        l && l.key === lista.key ? { ...l, items: [...l.items, ...r.succes], total: r.total, page: r.page } : l,
      );
    } catch {
      // the client already showed the error toast; the button stays for another try
    } finally {
      setCargando(false);
    }
  }, [lista, filtros]);

  const cambiar = (cambio: Partial<Filtros>) => cambiarFiltros((f) => ({ ...f, ...cambio }));

  const vigente = lista?.key === key ? lista : null;
  return (
    <div className="container page directory-list">
      <h1>{T.lista.titulo}</h1>
      <FilterBar filtros={filtros} especialidades={especialidades.data ?? []} onChange={cambiar} />
      <p className="directory-list__count" role="status" aria-live="polite">
        {vigente ? T.lista.resultados(vigente.items.length, vigente.total) : ''}
      </p>
      {!vigente && cargando ? (
        <Loading />
      ) : !vigente && error ? (
        <Empty title={T.lista.errorCarga}>
          <button type="button" className="btn" onClick={() => setIntento((n) => n + 1)}>
            {t.estados.reintentar}
          </button>
        </Empty>
      ) : vigente && vigente.items.length === 0 ? (
        <SinResultados filtros={filtros} />
      ) : vigente ? (
        <>
          <ul className="grid doc-grid" ref={gridRef} aria-busy={cargando}>
            {vigente.items.map((m, i) => (
              <li key={m.id}>
                <ProfesionalCard profesional={m} headingLevel={2} primera={i < 2} />
              </li>
            ))}
          </ul>
          {vigente.items.length < vigente.total && (
            <p className="directory-list__more">
              <button type="button" className="btn btn--primary" onClick={cargarMas} disabled={cargando}>
                {cargando ? T.lista.cargandoMas : T.lista.cargarMas}
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
  if (f.ciudad !== 'todas')
    enlaces.push([T.lista.quitarCiudad, rutaProfesionales('todas', f.especialidad, f.modalidad)]);
  if (f.especialidad !== 'todas')
    enlaces.push([T.lista.quitarEspecialidad, rutaProfesionales(f.ciudad, 'todas', f.modalidad)]);
  if (f.modalidad !== '0') enlaces.push([T.lista.quitarModalidad, rutaProfesionales(f.ciudad, f.especialidad, '0')]);
  if (enlaces.length > 1) enlaces.push([T.lista.verTodos, rutaProfesionales('todas', 'todas', '0')]);
  return (
    <Empty title={T.lista.vacioTitulo}>
      {enlaces.length > 0 && (
        <>
          <p>{T.lista.vacioTexto}</p>
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
