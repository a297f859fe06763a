/**
 * Calls the app starts before its first render (the start-up calls of spec §4), kept until the same call is
 * made again by the screen that reads it: that one takes the answer, or the call still out, instead of
 * sending a second request. A prerendered page renders once its screen's code is in; the session's call
 * then answers at once instead of starting only then.
 */
const waiting = new Map<string, Promise<unknown>>();

/** Method, address and body: what makes two calls the same call. */
export const callKey = (method: string, url: string, body: BodyInit | null | undefined): string =>
  `${method} ${url} ${typeof body === 'string' ? body : ''}`;

export function keepEarly(key: string, answer: Promise<unknown>): void {
  // Not unhandled while nobody has taken it yet: the taker sees the failure.
  answer.catch(() => undefined);
  waiting.set(key, answer);
}

/** The early call with this key, once: a later call of the same key is sent afresh. */
export function takeEarly(key: string): Promise<unknown> | undefined {
  const answer = waiting.get(key);
  waiting.delete(key);
  return answer;
}
