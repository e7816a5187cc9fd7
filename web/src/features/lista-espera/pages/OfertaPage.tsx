import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { bogotaNow } from '../../../../../common/fechas';
import type { CitaCreada } from '../../../../../common/wire/citas';
import type { Oferta } from '../../../../../common/wire/lista-espera';
import { textosListaEspera } from '../../../i18n/es/lista-espera';
import { ApiError } from '../../../lib/api-client';
import { fechaLarga } from '../../../lib/format';
import { useLoad } from '../../../lib/useLoad';
import { useTitulo } from '../../../lib/useTitulo';
import { listaEsperaApi } from '../api';
import { Cargando, EnlaceNoValido, ErrorDeCarga } from '../components/Estados';
import '../lista-espera.css';

const textos = textosListaEspera.oferta;

/** What the oferta keeps: who, when, what for, where. */
function Detalle({ oferta }: { oferta: Oferta }) {
  const { profesional: p } = oferta;
  const lugar = oferta.modalidad === 2 ? textos.virtual : [p.direccion, p.ciudad].filter(Boolean).join(', ');
  const filas: [string, string][] = [
    [textos.profesional, p.nombre],
    [textos.especialidad, p.especialidad],
    [textos.fecha, fechaLarga(oferta.fecha)],
    [textos.hora, textos.franja(oferta.hora_inicio, oferta.hora_fin)],
    [textos.motivo, oferta.motivo],
    [textos.lugar, lugar],
  ];
  return (
    <dl className="espera__datos">
      {filas
        .filter(([, valor]) => valor)
        .map(([etiqueta, valor]) => (
          <div key={etiqueta}>
            <dt>{etiqueta}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * `/lista-espera/oferta/{token}`: a franja freed and offered to her for 20 minutes. She takes it
 * (it is booked as any cita, and the page leads to its manage link) or lets it pass; once it is no
 * longer hers, the page says why.
 */
export default function OfertaPage() {
  useTitulo(textos.documento);
  const { token = '' } = useParams();
  const lectura = useLoad((signal) => listaEsperaApi.oferta(token, signal), [token]);
  const [cita, setCita] = useState<CitaCreada | null>(null);
  const [enviando, setEnviando] = useState<'' | 'tomar' | 'dejar'>('');
  const titulo = useRef<HTMLHeadingElement>(null);
  const oferta = lectura.data;
  const estado = cita ? 'agendada' : oferta?.estado;
  // a change of state moves the focus to the heading that says it
  useEffect(() => {
    if (estado && estado !== 'vigente') titulo.current?.focus();
  }, [estado]);

  if (!oferta) {
    if (lectura.error?.status === 404) return <EnlaceNoValido titulo={textos.invalidoTitulo} texto={textos.invalido} />;
    if (lectura.error)
      return <ErrorDeCarga titulo={textos.errorCarga} error={lectura.error} onReintentar={lectura.reload} />;
    return <Cargando texto={textos.cargando} />;
  }

  /** her answer refused (409): the oferta is read again and the page says where it stands */
  const tras = async (accion: () => Promise<void>, cual: 'tomar' | 'dejar') => {
    setEnviando(cual);
    try {
      await accion();
    } catch (err) {
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) await lectura.reload();
    } finally {
      setEnviando('');
    }
  };
  const tomar = () => tras(async () => setCita(await listaEsperaApi.aceptar(token)), 'tomar');
  const dejar = () =>
    tras(async () => {
      const ahora = await listaEsperaApi.rechazar(token);
      lectura.setData(() => ahora);
    }, 'dejar');

  if (cita)
    return (
      <section className="container page espera" aria-labelledby="oferta-titulo">
        <h1 id="oferta-titulo" ref={titulo} tabIndex={-1}>
          {textos.agendada}
        </h1>
        <Detalle oferta={oferta} />
        <p>{textos.agendadaTexto}</p>
        <Link className="btn btn--primary" to={`/mi-cita/${cita.gestion}`}>
          {textos.verCita}
        </Link>
      </section>
    );

  const vigente = oferta.estado === 'vigente';
  const e = textos.estado[oferta.estado];
  return (
    <section className="container page espera" aria-labelledby="oferta-titulo">
      <h1 id="oferta-titulo" ref={titulo} tabIndex={-1}>
        {textos.titulo[oferta.estado]}
      </h1>
      <Detalle oferta={oferta} />
      <p className={vigente ? 'espera__plazo' : 'muted'} role="status">
        {typeof e === 'function' ? e(bogotaNow(new Date(oferta.expira_at)).hora) : e}
      </p>
      {vigente ? (
        <div className="espera__acciones">
          <button type="button" className="btn btn--primary" disabled={enviando !== ''} onClick={tomar}>
            {enviando === 'tomar' ? textos.tomando : textos.tomar}
          </button>
          <button type="button" className="btn btn--ghost" disabled={enviando !== ''} onClick={dejar}>
            {textos.dejar}
          </button>
        </div>
      ) : (
        <Link className="btn" to="/">
          {textos.inicio}
        </Link>
      )}
    </section>
  );
}
