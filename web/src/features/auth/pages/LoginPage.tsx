import { useState } from 'react';
import { t } from '../../../i18n/es';
import { LoginForm } from '../components/LoginForm';
import { RegistroForm } from '../components/RegistroForm';
import '../auth.css';

const T = t.cuentas;
type Vista = 'login' | 'registro';

/** `/login`: one screen toggling between 'Iniciar sesión' and 'Registro'. */
export default function LoginPage() {
  const [vista, setVista] = useState<Vista>('login');
  const [registrado, setRegistrado] = useState<{ email: string; mensaje: string } | null>(null);

  return (
    <div className="container auth">
      <div className="auth__intro">
        <h1>{T.titulo}</h1>
        <p className="muted">{T.intro}</p>
      </div>
      <div className={`card auth__card${vista === 'registro' ? ' auth__card--wide' : ''}`}>
        <fieldset className="auth__tabs">
          <legend className="sr-only">{T.vistas}</legend>
          <button type="button" aria-pressed={vista === 'login'} onClick={() => setVista('login')}>
            {T.iniciarSesion}
          </button>
          <button type="button" aria-pressed={vista === 'registro'} onClick={() => setVista('registro')}>
            {T.registro}
          </button>
        </fieldset>
        {vista === 'login' ? (
          <LoginForm key={registrado?.email ?? ''} emailInicial={registrado?.email} aviso={registrado?.mensaje} />
        ) : (
          <RegistroForm
            onRegistrado={(email, mensaje) => {
              setRegistrado({ email, mensaje });
              setVista('login');
            }}
          />
        )}
      </div>
    </div>
  );
}
