import { type FormEvent, useEffect, useId, useState } from 'react';
import { textosCorreo } from '../../../i18n/es/correo';
import { ApiError } from '../../../lib/api-client';
import { CampoClave } from '../../../ui/CampoClave';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { cambiarCorreo } from '../api';

const textos = textosCorreo;
type Avisos = { email?: string; password?: string };
const PARECE_CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Cambiar correo': the new address and the current password. Nothing changes until the link sent
 * to the new address is opened (the server's message says so); the current address is told.
 */
export function CorreoModal({ open, onClose, actual }: { open: boolean; onClose: () => void; actual: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [avisos, setAvisos] = useState<Avisos>({});
  const [enviando, setEnviando] = useState(false);
  const id = useId();

  // every opening starts empty: passwords are never kept around
  useEffect(() => {
    if (!open) return;
    setEmail('');
    setPassword('');
    setAvisos({});
  }, [open]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const nuevo = email.trim();
    const nuevos: Avisos = {
      email: !nuevo ? textos.nuevoVacio : PARECE_CORREO.test(nuevo) ? undefined : textos.nuevoInvalido,
      password: password ? undefined : textos.passwordVacia,
    };
    setAvisos(nuevos);
    if (nuevos.email || nuevos.password) {
      document.getElementById(`${id}-${nuevos.email ? 'email' : 'password'}`)?.focus();
      return;
    }
    setEnviando(true);
    try {
      await cambiarCorreo(nuevo, password);
      onClose();
    } catch (err) {
      // the client showed each field message as a toast; keep them beside their fields too
      if (err instanceof ApiError && err.errors)
        setAvisos({ email: err.errors.email?.join(' '), password: err.errors.password?.join(' ') });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={textos.titulo} onClose={onClose}>
      <form onSubmit={enviar} noValidate aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="muted">
          {textos.intro}
        </p>
        <p>{textos.actual(actual)}</p>
        <Field id={`${id}-email`} label={textos.nuevo} error={avisos.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <CampoClave
          id={`${id}-password`}
          name="password"
          nueva={false}
          label={textos.password}
          error={avisos.password}
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
          {enviando ? textos.enviando : textos.enviar}
        </button>
      </form>
    </Modal>
  );
}
