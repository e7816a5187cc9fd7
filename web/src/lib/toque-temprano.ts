/**
 * Taps made on a drawn page before React took it over (web/build/marco.js keeps the name of the
 * control, its `data-temprano`, on <html>). A screen takes its own once it is live and acts on it;
 * its control's own handler takes it too, so a later visit does not act on a tap already served.
 */
export function tomarToqueTemprano(nombre: string): boolean {
  const html = document.documentElement;
  if (html.getAttribute('data-temprano') !== nombre) return false;
  html.removeAttribute('data-temprano');
  return true;
}
