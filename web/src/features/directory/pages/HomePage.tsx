import { useEffect } from 'react';
import { t } from '../../../i18n/es';
import { fondoUrl } from '../../../lib/format';
import { directorioApi } from '../api';
import { HowTo } from '../components/HowTo';
import { InstallBanner } from '../components/InstallBanner';
import { SearchPanel } from '../components/SearchPanel';
import { SpecialtyTiles } from '../components/SpecialtyTiles';
import { TopRated } from '../components/TopRated';
import { useLoad } from '../hooks';
import '../directory.css';

const T = t.directorio.inicio;

/** Home: hero search over the home background, how to book, specialties, top rated, the app banner. */
export default function HomePage() {
  const especialidades = useLoad((signal) => directorioApi.especialidades(signal), []);
  const fondo = useLoad((signal) => directorioApi.fondo(signal), []);
  useEffect(() => {
    document.title = T.documento;
  }, []);
  const imagen = fondo.data ? fondoUrl(fondo.data) : '';
  return (
    <>
      <section
        className="hero"
        aria-labelledby="hero-titulo"
        style={imagen ? { backgroundImage: `url("${imagen}")` } : undefined}
      >
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-titulo">{T.titulo}</h1>
            <p>{T.subtitulo}</p>
          </div>
          <SearchPanel especialidades={especialidades.data ?? []} />
        </div>
      </section>
      <HowTo />
      <SpecialtyTiles />
      <TopRated />
      <InstallBanner />
    </>
  );
}
