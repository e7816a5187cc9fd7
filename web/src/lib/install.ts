/**
 * The install offer: keeps the browser's `beforeinstallprompt` event so a button can show the
 * native prompt later; tells iOS Safari (which has no prompt) apart; knows when installed.
 */
import { useSyncExternalStore } from 'react';

type PromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/** the offer main.tsx kept while this module was not loaded yet */
const ofertaGuardada = () =>
  typeof window === 'undefined' ? null : ((window as Window & { ofertaInstalar?: PromptEvent }).ofertaInstalar ?? null);
/** Opened as the installed app: display-mode standalone, or iOS's home-screen web app. */
const standalone = () =>
  typeof window !== 'undefined' &&
  Boolean(
    window.matchMedia?.('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone,
  );
let deferred: PromptEvent | null = ofertaGuardada();
let installed = standalone();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as PromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    (window as Window & { ofertaInstalar?: Event }).ofertaInstalar = undefined;
    emit();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', (e) => {
    if (e.matches) {
      installed = true;
      emit();
    }
  });
}

/** iPhone, iPod, iPad (iPadOS says it is a Mac, but has touch), in Safari (other iOS browsers cannot install). */
const isIos = () => {
  const ua = navigator.userAgent;
  const apple = /iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && navigator.maxTouchPoints > 1);
  return apple && !/crios|fxios|edgios/i.test(ua);
};

export type InstallState = { canPrompt: boolean; installed: boolean; ios: boolean };
let snapshot: InstallState = { canPrompt: false, installed: Boolean(installed), ios: false };
const read = (): InstallState => {
  const next = { canPrompt: deferred !== null, installed: Boolean(installed), ios: isIos() };
  if (next.canPrompt !== snapshot.canPrompt || next.installed !== snapshot.installed || next.ios !== snapshot.ios)
    snapshot = next;
  return snapshot;
};

/** Shows the browser's install prompt; answers whether the person accepted. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  (window as Window & { ofertaInstalar?: Event }).ofertaInstalar = undefined;
  await event.prompt();
  const choice = await event.userChoice;
  emit();
  return choice.outcome === 'accepted';
}

/**
 * Back to what a page that just opened knows (the offer main.tsx kept, display-mode): the state
 * lives as long as the page, so tests, which share one, start each from here (tests/web/setup.ts).
 */
export function reiniciarInstalacion() {
  deferred = ofertaGuardada();
  installed = standalone();
  emit();
}

export function useInstall(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
}
