import { type FormEvent, useEffect, useId, useState } from 'react';
import { CIUDADES } from '../../../../../common/ciudades';
import type { Cuenta } from '../../../../../common/wire/cuentas';
import { textosCorreo } from '../../../i18n/es/correo';
import { textosPanel } from '../../../i18n/es/panel';
import { useCuentaActual } from '../../../lib/cuenta-actual';
import { useLoad } from '../../../lib/useLoad';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { actualizarPerfil, listarAseguradoras, listarEspecialidades } from '../api';
import { CamposConsulta, type Consulta } from './CamposConsulta';
import { ImagenesPerfil } from './ImagenesPerfil';
import { PropuestaPendiente } from './PropuestaPendiente';

const textos = textosPanel.perfil;
const TEXTOS = ['nombre', 'apellido', 'cedula', 'email', 'fijo', 'celular', 'direccion'] as const;
const LARGOS = ['horarioatencion', 'publico', 'mediospago'] as const;
type Form = Record<(typeof TEXTOS)[number] | (typeof LARGOS)[number] | 'cargo' | 'ciudad', string> & {
  virtual: boolean;
  presencial: boolean;
  publicar_celular: boolean;
} & Consulta;

const desde = (u: Cuenta): Form => ({
  nombre: u.nombre ?? '',
  apellido: u.apellido ?? '',
  cedula: u.cedula ?? '',
  email: u.email ?? '',
  fijo: u.fijo ?? '',
  celular: u.celular ?? '',
  direccion: u.direccion ?? '',
  horarioatencion: u.horarioatencion ?? '',
  publico: u.publico ?? '',
  mediospago: u.mediospago ?? '',
  cargo: u.especialidad_id ? String(u.especialidad_id) : '',
  ciudad: u.ciudad ?? '',
  virtual: u.virtual === 1,
  presencial: u.presencial === 1,
  publicar_celular: u.publicar_celular === 1,
  precio_consulta: u.precio_consulta === null || u.precio_consulta === undefined ? '' : String(u.precio_consulta),
  rethus: u.rethus ?? '',
  condiciones: u.condiciones ?? '',
  enlace_video: u.enlace_video ?? '',
  idiomas: u.idiomas?.length ? [...u.idiomas] : ['es'],
  aseguradoras: (u.aseguradoras ?? []).map((a) => a.id),
});

const TIPOS: Partial<Record<(typeof TEXTOS)[number], string>> = { email: 'email', fijo: 'tel', celular: 'tel' };
const AUTOCOMPLETE: Partial<Record<(typeof TEXTOS)[number], string>> = {
  nombre: 'given-name',
  apellido: 'family-name',
  email: 'email',
  celular: 'tel-national',
  direccion: 'street-address',
};

/** 'Información Personal': personal and public data (the whole row is posted back) and the nine photos. */
export function PerfilModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, setCuenta } = useCuentaActual();
  const [form, setForm] = useState<Form>(() => desde(user));
  // read each time the form opens; without them the select keeps the stored specialty
  const especialidades =
    useLoad((signal) => listarEspecialidades(signal), [], { activo: open, alReconectar: false }).data ?? [];
  const aseguradoras = useLoad((signal) => listarAseguradoras(signal), [], { activo: open, alReconectar: false }).data;
  const [enviando, setEnviando] = useState(false);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form restarts from the stored row each time it opens
  useEffect(() => {
    if (!open) return;
    setForm(desde(user));
  }, [open]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const cambiar = (cambio: Partial<Consulta>) => setForm((f) => ({ ...f, ...cambio }));

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    try {
      const actualizado = await actualizarPerfil(user, {
        ...form,
        virtual: form.virtual ? 1 : 0,
        presencial: form.presencial ? 1 : 0,
        publicar_celular: form.publicar_celular ? 1 : 0,
      });
      setCuenta(actualizado);
    } catch {
      // the client showed 'Error al actualizar la información' with the server's reason
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={textos.titulo} onClose={onClose} variant="sheet" wide>
      <form onSubmit={guardar} noValidate aria-labelledby={`${id}-datos`}>
        <h3 id={`${id}-datos`}>{textos.datos}</h3>
        <PropuestaPendiente propuesta={user.propuesta} />
        {user.activo === 1 && <p className="muted">{textos.revisionAyuda}</p>}
        <div className="form-grid">
          {TEXTOS.map((k) => (
            <div className="field" key={k}>
              <label htmlFor={`${id}-${k}`}>{textos.campos[k]}</label>
              <input
                id={`${id}-${k}`}
                type={TIPOS[k] ?? 'text'}
                autoComplete={AUTOCOMPLETE[k] ?? 'off'}
                value={form[k]}
                onChange={(e) => set(k, e.target.value)}
                // the e-mail changes only with 'Cambiar correo' (a link to the new address)
                readOnly={k === 'email'}
                aria-describedby={k === 'email' ? `${id}-email-ayuda` : undefined}
              />
              {k === 'email' && (
                <span id={`${id}-email-ayuda`} className="field__hint">
                  {textosCorreo.ayudaPerfil}
                </span>
              )}
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-cargo`}>{textos.campos.cargo}</label>
            <select id={`${id}-cargo`} value={form.cargo} onChange={(e) => set('cargo', e.target.value)}>
              <option value="">{textos.sinEspecialidad}</option>
              {especialidades.map((e) => (
                <option key={e.id} value={String(e.id)}>
                  {e.nombre}
                </option>
              ))}
              {form.cargo && !especialidades.some((e) => String(e.id) === form.cargo) && (
                <option value={form.cargo}>{user.cargo}</option>
              )}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-ciudad`}>{textos.campos.ciudad}</label>
            <select id={`${id}-ciudad`} value={form.ciudad} onChange={(e) => set('ciudad', e.target.value)}>
              <option value="">{textos.elegirCiudad}</option>
              {CIUDADES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={form.publicar_celular}
              aria-describedby={`${id}-publicar-ayuda`}
              checked={form.publicar_celular}
              onChange={(e) => set('publicar_celular', e.target.checked)}
            />
            <span>{textos.publicarCelular}</span>
          </label>
          <p id={`${id}-publicar-ayuda`} className="muted">
            {textos.publicarCelularAyuda}
          </p>
        </div>
        {LARGOS.map((k) => (
          <Field key={k} id={`${id}-${k}`} label={textos.campos[k]} hint={textos.ayudas[k]}>
            {(control) => (
              <textarea
                {...control}
                value={form[k]}
                rows={2}
                maxLength={1000}
                onChange={(e) => set(k, e.target.value)}
              />
            )}
          </Field>
        ))}
        <fieldset className="field modalidad">
          <legend>{textos.campos.modalidad}</legend>
          <label className="check">
            <input type="checkbox" checked={form.presencial} onChange={(e) => set('presencial', e.target.checked)} />
            <span>{textos.campos.presencial}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={form.virtual} onChange={(e) => set('virtual', e.target.checked)} />
            <span>{textos.campos.virtual}</span>
          </label>
        </fieldset>
        <CamposConsulta id={id} valor={form} aseguradoras={aseguradoras} onChange={cambiar} />
        <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando}>
          {enviando ? textos.guardando : textos.guardar}
        </button>
      </form>
      <ImagenesPerfil />
    </Modal>
  );
}
