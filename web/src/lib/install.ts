/**
 * The install offer: keeps the browser's `beforeinstallprompt` event so a button can show the
 * native prompt later; tells iOS Safari (which has no prompt) apart; knows when installed.
 */
import { useSyncExternalStore } from 'react';

type PromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let deferred: PromptEvent | null = null;
let installed = typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches;
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
    emit();
  });
}

const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !/crios|fxios/i.test(navigator.userAgent);

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
  await event.prompt();
  const choice = await event.userChoice;
  emit();
  return choice.outcome === 'accepted';
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
