import { type RefObject, useEffect, useState } from 'react';

/**
 * After a form shows its problems, the focus goes to the first invalid control (`aria-invalid`),
 * once React has drawn them: `avisar()` after setting the errors.
 */
export function useFocoInvalido(form: RefObject<HTMLFormElement | null>) {
  const [vez, setVez] = useState(0);
  useEffect(() => {
    if (vez) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [vez, form]);
  return () => setVez((v) => v + 1);
}
