import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// The machine is shared: give async screens time under load before a wait gives up (every file,
// not only those that use support.tsx).
configure({ asyncUtilTimeout: 5000 });

/**
 * sonner removes a closing toast 200 ms after it starts closing (its TIME_BEFORE_UNMOUNT), with a
 * timer that unmounting the Toaster does not clear. If that timer fires after the file's jsdom
 * window is gone, React throws "window is not defined" and Vitest fails the run with an unhandled
 * error (seen once in CI after carrito-compra.test.tsx). So every file waits that long before its
 * window goes: a later timer always fires after an earlier one. It waits whether or not the file
 * showed a toast, because a file may use fresh copies of sonner (toast.test.tsx resets modules).
 */
const CIERRE_DE_TOAST_MS = 200;
afterAll(() => new Promise((r) => setTimeout(r, CIERRE_DE_TOAST_MS + 50)));
