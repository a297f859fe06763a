const TOKEN_KEY = 'token';

export function getToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}
