// Which chunk a module that no page loads at start goes to (vite.config.ts codeSplitting). Rolldown's own
// splitting makes a chunk per set of lazy chunks that import a module, so a signed-in screen, whose modules
// each dialog, picker and header part shares in a different way, fetched 60 to 100 small files. Here a
// module goes by the screens that need it when they render (the route's lazy screen, and the signed-in
// header's parts, which every signed-in screen shows), not by the lazy parts a later interaction loads:
// - needed by one screen only: a chunk of that screen's (`screen-<Page>`), beside its own;
// - shared with home or the investments list: `shared-public` (what those two light pages load);
// - else shared with login, register or password reset: `shared-auth` (the form engine and its inputs);
// - else shared by signed-in screens: `shared-app`.
// A module only lazy parts reach (a dialog's, a picker's) is left to rolldown, so it stays out of first loads.

const SCREEN_TABLES = /[\\/]src[\\/]app[\\/]routing[\\/]screens[\\/]/;
// The signed-in header's and layout's parts every signed-in screen loads as it renders.
const SHELL_PARTS =
  /[\\/]src[\\/]app[\\/](header[\\/](AssetsMenu|MessageBadge|PersonalMenu)|layout[\\/]SideNav|session[\\/]IdleLogout)\.tsx$/;
const PUBLIC_SCREENS = /[\\/]src[\\/]features[\\/](home|investments[\\/]list)[\\/]/;
const AUTH_SCREENS = /[\\/]src[\\/]features[\\/]auth[\\/]/;
// The QA form gallery is no one's first load.
const NOT_A_SCREEN = /[\\/]src[\\/]app[\\/]qa[\\/]/;

const isScreen = (info) =>
  !NOT_A_SCREEN.test(info.id) && info.dynamicImporters.some((importer) => SCREEN_TABLES.test(importer));

/**
 * The screens (lazy route modules) and shell parts whose static imports reach `id`; null when the entry's
 * do (the entry's own chunk has it).
 */
function unitsReaching(id, context) {
  const units = new Set();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const info = context.getModuleInfo(queue.pop());
    if (!info) continue;
    if (info.isEntry) return null;
    if (isScreen(info)) units.add(info.id);
    else if (SHELL_PARTS.test(info.id)) units.add('shell');
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return units;
}

const baseName = (id) => id.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '');

/** codeSplitting group `name`: the chunk for `id`, or null to leave it to rolldown. */
export function routeChunkName(id, context) {
  const reaching = unitsReaching(id, context);
  if (!reaching || reaching.size === 0) return null;
  const units = [...reaching];
  if (units.length === 1) return units[0] === 'shell' ? 'shared-app' : `screen-${baseName(units[0])}`;
  if (units.some((unit) => PUBLIC_SCREENS.test(unit))) return 'shared-public';
  if (units.some((unit) => AUTH_SCREENS.test(unit))) return 'shared-auth';
  return 'shared-app';
}
