import { type CSSProperties, lazy, Suspense } from 'react';
import { preload } from 'react-dom';
import { FONDO_MOVIL, storageUrl } from '../../../../../common/imagenes';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { useRespuestaInicial } from '../../../lib/iniciales';
import { useLoad } from '../../../lib/useLoad';
import { useTitulo } from '../../../lib/useTitulo';
import { AlAcercarse } from '../../../ui/AlAcercarse';
import { directorioApi, lecturas } from '../api';
import { EspecialidadTiles } from '../components/EspecialidadTiles';
import { HowTo } from '../components/HowTo';
import { SearchPanel } from '../components/SearchPanel';
import { TopRated } from '../components/TopRated';
import '../directorio.css';

const textos = textosDirectorio.inicio;

const InstallBanner = lazy(() => import('../components/InstallBanner').then((m) => ({ default: m.InstallBanner })));

/**
 * The app banner, the page's last section: its own chunk, drawn when the person scrolls towards it
 * (the Worker's first screen and the hydrating render leave it out alike), which keeps the home's
 * first JavaScript within its budget. main.tsx keeps the browser's install offer meanwhile.
 */
function InstallBannerDiferido() {
  return (
    <AlAcercarse>
      <Suspense fallback={null}>
        <InstallBanner />
      </Suspense>
    </AlAcercarse>
  );
}

/**
 * The hero's background, the page's largest paint: on a phone-sized screen the 640 px WebP copy,
 * which the hero's dark overlay makes indistinguishable from the original at a fraction of its
 * bytes; on wider screens the original. Chosen by the stylesheet (directorio.css), not by script,
 * so a page drawn by the server (worker/paginas/pagina.ts) is the same on every screen; the preloads,
 * one per media query, fetch only the copy that applies, before the stylesheet asks for it.
 */
function estiloFondo(key: string) {
  const movil = storageUrl(key, FONDO_MOVIL.ancho);
  const original = storageUrl(key);
  preload(movil, { as: 'image', media: FONDO_MOVIL.media, fetchPriority: 'high' });
  preload(original, { as: 'image', media: `not all and ${FONDO_MOVIL.media}`, fetchPriority: 'high' });
  return { '--fondo': `url("${original}")`, '--fondo-movil': `url("${movil}")` } as CSSProperties;
}

/** Home: hero search over the home background, how to book, specialties, top rated, the app banner. */
export default function HomePage() {
  const especialidades = useLoad((signal) => directorioApi.especialidades(signal), [], {
    inicial: useRespuestaInicial(lecturas.especialidades()),
  });
  const fondo = useLoad((signal) => directorioApi.fondo(signal), [], {
    inicial: useRespuestaInicial(lecturas.fondo()),
  });
  useTitulo(textos.documento);
  return (
    <>
      <section className="hero" aria-labelledby="hero-titulo" style={fondo.data ? estiloFondo(fondo.data) : undefined}>
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-titulo">{textos.titulo}</h1>
            <p>{textos.subtitulo}</p>
          </div>
          <SearchPanel especialidades={especialidades.data ?? []} />
        </div>
      </section>
      <HowTo />
      <EspecialidadTiles />
      <TopRated />
      <InstallBannerDiferido />
    </>
  );
}
