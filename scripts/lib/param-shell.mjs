// The file name of a login-only route's shell written again for the route with its optional parameter
// (trade/{symbol}): scripts/prerender.mjs writes <page>/param.html, and scripts/serve-dist.mjs and
// scripts/nginx/app.conf answer <page>/<parameter> with it when no file of that name exists.
export const PARAM_SHELL = 'param.html';
