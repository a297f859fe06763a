import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import * as React from 'react';
import { afterEach } from 'vitest';
import { forgetPreviousPathLanguage } from '@/app/routing/LanguageGate';
import { applyLanguage, assertNoMissingKeys } from '@/i18n';
import { POLITE_NEWS_ID } from '@/ui/announce';
import { forgetQueryClients } from './test-utils/query-clients';

// findBy*/waitFor end as soon as what they wait for shows; the limit only decides how long a failing one
// takes to fail. RTL's 1 s is shorter than a screen's first render takes on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// React's development build captures a stack (an Error and a console task) for every element it creates, so
// that a warning can name the components that created the one at fault. That was about a sixth of the whole
// unit run's CPU (`npx vitest run`: 435 → 364 CPU-seconds, /proc/stat around it). Set at its limit, the
// per-render counter makes React use its shared "unknown owner" stack instead: a warning keeps its message
// but no longer points at the code that created the element. Tests assert on what a screen shows, never on
// those stacks.
const reactInternals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!reactInternals || !('recentlyCreatedOwnerStacks' in reactInternals)) {
  throw new Error('React no longer counts owner stacks where tests/setup.ts expects: review this setting');
}
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => 1e4,
  set: () => {},
});

// Mantine needs these under jsdom (toolchain.md).
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};

// The app mounts these lazily; importing them once here means a test's findBy* never waits
// on a first module transform, which a loaded machine can stretch past its timeout.
await Promise.all([import('@mantine-notifications/container'), import('@/app/qa/QaScenarioDrawer')]);

// One hook, in this order: unmount first so nothing re-renders (and looks keys up) after the check.
// Files share a window and module graph (vite.config.ts), so what a test leaves in them is cleared here.
afterEach(async () => {
  cleanup();
  // The polite news region lives on <body>, outside what cleanup() unmounts.
  document.getElementById(POLITE_NEWS_ID)?.remove();
  forgetQueryClients();
  notifications.clean();
  delete window.__APP_CONFIG__;
  forgetPreviousPathLanguage();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The language cookie (spec §3) outranks the browser's languages, so a zh_CN page would set the next test's.
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  try {
    // A component that rendered a key missing in the current language fails its test (issue §6).
    assertNoMissingKeys();
  } finally {
    await applyLanguage('en_US');
  }
});
