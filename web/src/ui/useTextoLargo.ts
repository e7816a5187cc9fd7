import { type FormEvent, type RefObject, useCallback, useState } from 'react';
import { ApiError } from '../lib/api-client';

/** What a refusal says about the text: its field's message, else the server's message. */
export const mensajeDeRechazo = (err: unknown) =>
  err instanceof ApiError ? (err.errors ? Object.values(err.errors).flat()[0] : undefined) || err.message : null;

/**
 * The state of a form around one required text (a reason, an answer; drawn by CampoTextoLargo):
 * checked before sending (`revisar` answers the problem or null), sent trimmed, and a refusal
 * shown beside the field (`campo`), which takes the focus back. `enviar` resolves once the server agreed.
 */
export function useTextoLargo(
  campo: RefObject<HTMLTextAreaElement | null>,
  revisar: (texto: string) => string | null,
  enviar: (texto: string) => Promise<unknown>,
) {
  const [valor, setValor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const problema = revisar(valor);
    if (problema) {
      setError(problema);
      campo.current?.focus();
      return;
    }
    setEnviando(true);
    try {
      await enviar(valor.trim());
    } catch (err) {
      setError(mensajeDeRechazo(err));
      campo.current?.focus();
    } finally {
      setEnviando(false);
    }
  };
  const reiniciar = useCallback(() => {
    setValor('');
    setError(null);
  }, []);
  return { valor, setValor, error, limpiarError: () => setError(null), enviando, onSubmit, reiniciar };
}
