// Whether React is rendering a public page's markup at build time (src/prerender-page.tsx) or hydrating it
// (main.tsx). Forms render disabled then, so nothing is typed into markup before its script runs.
let hydrating = false;

export const startHydrating = () => {
  hydrating = true;
};

export const hydrationDone = () => {
  hydrating = false;
};

export const isHydrating = () => hydrating;
