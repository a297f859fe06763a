// Placeholder mutator so codegen can run; the request layer replaces it (spec §7, §8).
export type ErrorType<E> = E;
export type BodyType<B> = B;

export const http = async <T>(url: string, init: RequestInit): Promise<T> => {
  const response = await fetch(url, init);
  return (await response.json()) as T;
};
