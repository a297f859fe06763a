// The lazy parts every signed-in page starts together: the header's signed-in parts and the idle logout. The
// chunk plan loads them as one (vite.config.ts); a signed-in page's prerendered shell asks for them with its
// screen (scripts/lib/first-load.mjs).
export const SESSION_PARTS = [
  'src/app/session/IdleLogout.tsx',
  'src/app/session/IdleWarning.tsx',
  'src/app/header/MessageBadge.tsx',
  'src/app/header/AssetsMenu.tsx',
  'src/app/header/PersonalMenu.tsx',
  'src/app/header/DisabledNavTab.tsx',
  'src/app/header/LanguageMenuFull.tsx',
];
