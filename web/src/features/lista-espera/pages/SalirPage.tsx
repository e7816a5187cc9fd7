import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { textosListaEspera } from '../../../i18n/es/lista-espera';
import { fechaLarga } from '../../../lib/format';
import { useLoad } from '../../../lib/useLoad';
import { useTitulo } from '../../../lib/useTitulo';
import { listaEsperaApi } from '../api';
import { Cargando, EnlaceNoValido, ErrorDeCarga } from '../components/Estados';
import '../lista-espera.css';

const textos = textosListaEspera.salir;

/**
 * `/lista-espera/salir/{token}`: the link of the confirmation e-mail. Shows her place in the line
 * and takes her out of it with one button (a live oferta of hers passes to the next in line).
 */
export default function SalirPage() {
  useTitulo(textos.documento);
  const { token = '' } = useParams();
  const lectura = useLoad((signal) => listaEsperaApi.espera(token, signal), [token]);
  const [saliendo, setSaliendo] = useState(false);
  const estado = useRef<HTMLParagraphElement>(null);
  const espera = lectura.data;

  if (!espera) {
    if (lectura.error?.status === 404)
      return (
        <EnlaceNoValido titulo={textosListaEspera.oferta.invalidoTitulo} texto={textosListaEspera.oferta.invalido} />
      );
    if (lectura.error)
      return <ErrorDeCarga titulo={textos.titulo} error={lectura.error} onReintentar={lectura.reload} />;
    return <Cargando texto={textos.cargando} />;
  }

  const salir = async () => {
    setSaliendo(true);
    try {
      const ahora = await listaEsperaApi.salir(token);
      lectura.setData(() => ahora);
      estado.current?.focus();
    } catch {
      // the toast said why; the page stays as it was
    } finally {
      setSaliendo(false);
    }
  };

  return (
    <section className="container page espera" aria-labelledby="salir-titulo">
      <h1 id="salir-titulo">{textos.titulo}</h1>
      <p>{textos.resumen(espera.profesional.nombre, espera.motivo)}</p>
      <p>
        {textos.dias(fechaLarga(espera.desde), fechaLarga(espera.hasta))} · {textosListaEspera.partes[espera.franja]}
      </p>
      <p ref={estado} tabIndex={-1} role="status" className="espera__plazo">
        {textos.estado[espera.estado]}
      </p>
      {espera.estado === 'esperando' && (
        <button type="button" className="btn btn--danger" disabled={saliendo} onClick={salir}>
          {saliendo ? textos.saliendo : textos.boton}
        </button>
      )}
    </section>
  );
}
