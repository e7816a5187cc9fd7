import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { textosCuentas } from '../../../i18n/es/cuentas';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
import { MedidorClaveDiferido } from '../../../ui/NuevaClave';
import { registrar } from '../api';
import { CAMPOS_REGISTRO, type CampoRegistro, campoDelServidor, problemaRegistro, registroVacio } from '../registro';

const ATRIBUTOS: Record<CampoRegistro, { type?: string; autoComplete: string; inputMode?: 'numeric' | 'tel' }> = {
  nombre: { autoComplete: 'given-name' },
  apellido: { autoComplete: 'family-name' },
  cedula: { autoComplete: 'off', inputMode: 'numeric' },
  fijo: { type: 'tel', autoComplete: 'tel' },
  celular: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  direccion: { autoComplete: 'street-address' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
};
const AYUDAS: Partial<Record<CampoRegistro, string>> = {
  password: textosCuentas.ayudas.password,
  celular: textosCuentas.ayudas.celular,
};

/** 'Registro': the spec's fields plus two unticked consents; on success the login view returns. */
export function RegistroForm({ onRegistrado }: { onRegistrado: (email: string, mensaje: string) => void }) {
  const [datos, setDatos] = useState(registroVacio);
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [enviando, setEnviando] = useState(false);
  const id = useId();

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const problema = problemaRegistro(datos);
    if (problema) {
      toast.warning(problema);
      return;
    }
    setEnviando(true);
    setErrores({});
    try {
      const { succes } = await registrar(datos);
      onRegistrado(datos.email.trim(), textosCuentas.yaRegistrado(succes));
    } catch (err) {
      // each field message was shown as its own toast; keep them beside their fields too
      if (err instanceof ApiError && err.errors)
        setErrores(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [campoDelServidor(k), v])));
      setEnviando(false);
    }
  };

  return (
    <form onSubmit={enviar} noValidate aria-labelledby={`${id}-titulo`} className="auth__form">
      <h2 id={`${id}-titulo`}>{textosCuentas.tituloRegistro}</h2>
      <div className="form-grid">
        {CAMPOS_REGISTRO.map((k) => {
          const campo = (
            <Field
              key={k}
              id={`${id}-${k}`}
              label={textosCuentas.campos[k]}
              hint={AYUDAS[k]}
              error={errores[k]?.join(' ')}
            >
              {(control) => (
                <input
                  {...control}
                  name={k}
                  type={ATRIBUTOS[k].type ?? 'text'}
                  autoComplete={ATRIBUTOS[k].autoComplete}
                  inputMode={ATRIBUTOS[k].inputMode}
                  aria-required="true"
                  value={datos[k]}
                  onChange={(e) => setDatos((d) => ({ ...d, [k]: e.target.value }))}
                />
              )}
            </Field>
          );
          if (k !== 'password') return campo;
          return (
            <div key={k} className="auth__clave">
              {campo}
              <MedidorClaveDiferido clave={datos.password} id={`${id}-medidor`} />
            </div>
          );
        })}
      </div>
      <fieldset className="auth__consents">
        <legend>{textosCuentas.consentimiento.leyenda}</legend>
        <label className="check">
          <input
            type="checkbox"
            name="acepta_tratamiento"
            checked={datos.acepta_tratamiento}
            onChange={(e) => setDatos((d) => ({ ...d, acepta_tratamiento: e.target.checked }))}
          />
          <span>
            {textosCuentas.consentimiento.tratamientoAntes}
            <Link to="/politicas/tratamiento-de-datos" target="_blank" rel="noopener">
              {textosCuentas.consentimiento.tratamientoEnlace}
            </Link>
            {textosCuentas.consentimiento.tratamientoDespues}
          </span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="acepta_datos_salud"
            checked={datos.acepta_datos_salud}
            onChange={(e) => setDatos((d) => ({ ...d, acepta_datos_salud: e.target.checked }))}
          />
          <span>{textosCuentas.consentimiento.datosSalud}</span>
        </label>
      </fieldset>
      <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
        {enviando ? textosCuentas.botones.registrando : textosCuentas.botones.registrar}
      </button>
    </form>
  );
}
