import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { textosCuentas } from '../../../i18n/es/cuentas';
import { textosDosPasos } from '../../../i18n/es/dos-pasos';
import { setToken } from '../../../lib/session';
import { conMarca, useTitulo } from '../../../lib/useTitulo';
import { ConfigurarDosPasos } from '../../../ui/ConfigurarDosPasos';
import { configurarAlEntrar, entrarConCodigo } from '../api';
import { CodigoForm } from '../components/CodigoForm';
import { LoginForm, type SegundoPaso } from '../components/LoginForm';
import { OlvidoForm } from '../components/OlvidoForm';
import { RegistroForm } from '../components/RegistroForm';
import { useConfirmarCorreo } from '../useConfirmarCorreo';
import '../auth.css';

type Vista = 'login' | 'registro' | 'olvido' | 'segundo';
/** What the login view starts with: an e-mail and, after registering, the server's message. */
type Previo = { email: string; mensaje?: string; vez: number };

/**
 * `/login`: one screen toggling between 'Iniciar sesión' and 'Registro', plus the
 * '¿Olvidó su contraseña?' request (also opened directly with `?vista=olvido`). The e-mailed
 * confirmation link lands here too (`?confirmar=<token>`): it is followed as the screen opens.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [vista, setVista] = useState<Vista>(() => (params.get('vista') === 'olvido' ? 'olvido' : 'login'));
  // after an ended session (the panel sends here with ?sesion=vencida) the form says why
  const [previo, setPrevio] = useState<Previo>(() => ({
    email: '',
    vez: 0,
    mensaje: params.get('sesion') === 'vencida' ? textosDosPasos.sesionVencida : undefined,
  }));
  const [paso, setPaso] = useState<SegundoPaso | null>(null);
  const tokenNuevo = useRef('');
  const navigate = useNavigate();
  const confirmacion = useConfirmarCorreo(params.get('confirmar')?.trim() ?? '');
  const card = useRef<HTMLDivElement>(null);
  useTitulo(conMarca(vista === 'registro' ? textosCuentas.tituloRegistro : textosCuentas.tituloLogin));
  /** set when a button inside the card replaced the form it sat in: focus goes to the new form */
  const enfocar = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown form changes
  useEffect(() => {
    if (!enfocar.current) return;
    enfocar.current = false;
    card.current?.querySelector<HTMLElement>('input:not([type="checkbox"])')?.focus();
  }, [vista, previo.vez]);

  const aLogin = (email: string, mensaje?: string) => {
    enfocar.current = true;
    setPrevio((p) => ({ email, mensaje, vez: p.vez + 1 }));
    setVista('login');
  };

  return (
    <div className="container auth">
      <div className="auth__intro">
        <h1>{textosCuentas.titulo}</h1>
        <p className="muted">{textosCuentas.intro}</p>
      </div>
      {confirmacion.fase === 'enviando' && (
        <p className="auth__notice" role="status" aria-busy="true">
          {textosCuentas.confirmacion.confirmando}
        </p>
      )}
      {confirmacion.fase === 'listo' && (
        <p className="auth__notice" role="status">
          {confirmacion.mensaje}
        </p>
      )}
      {confirmacion.fase === 'invalido' && (
        <div className="auth__problema" role="alert">
          <p>{confirmacion.mensaje}</p>
          <p>{textosCuentas.confirmacion.pedirOtro}</p>
        </div>
      )}
      <div ref={card} className={`card auth__card${vista === 'registro' ? ' auth__card--wide' : ''}`}>
        <fieldset className="auth__tabs">
          <legend className="sr-only">{textosCuentas.vistas}</legend>
          <button type="button" aria-pressed={vista === 'login'} onClick={() => setVista('login')}>
            {textosCuentas.iniciarSesion}
          </button>
          <button type="button" aria-pressed={vista === 'registro'} onClick={() => setVista('registro')}>
            {textosCuentas.registro}
          </button>
        </fieldset>
        {vista === 'login' && (
          <LoginForm
            key={previo.vez}
            emailInicial={previo.email}
            aviso={previo.mensaje}
            onOlvido={(email) => {
              enfocar.current = true;
              setPrevio((p) => ({ ...p, email, mensaje: undefined }));
              setVista('olvido');
            }}
            onSegundoPaso={(p) => {
              setPaso(p);
              setVista('segundo');
            }}
          />
        )}
        {vista === 'segundo' && paso?.tipo === 'codigo' && (
          <CodigoForm desafio={paso.desafio} onVolver={(aviso) => aLogin(previo.email, aviso)} />
        )}
        {vista === 'segundo' && paso?.tipo === 'configurar' && (
          <ConfigurarDosPasos
            obligatoria
            pedir={() => configurarAlEntrar(paso.desafio)}
            confirmar={async (codigo) => {
              const r = await entrarConCodigo(paso.desafio, codigo);
              tokenNuevo.current = r.succes;
              return r.recuperacion ?? [];
            }}
            onListo={() => {
              setToken(tokenNuevo.current);
              navigate('/panel/home');
            }}
          />
        )}
        {vista === 'registro' && <RegistroForm onRegistrado={(email, mensaje) => aLogin(email, mensaje)} />}
        {vista === 'olvido' && <OlvidoForm emailInicial={previo.email} onVolver={(email) => aLogin(email)} />}
      </div>
    </div>
  );
}
