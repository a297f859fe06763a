/** Where to go after login: the `redirect` parameter only when it is a path inside this app. */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return fallback;
  return redirect;
}
