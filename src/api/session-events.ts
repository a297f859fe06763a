// Events the request layer raises; one app-level component turns them into toasts and redirects
// (design.md: the mutator never touches the UI).
export interface ApiEventMap {
  sessionExpired: { code: string; message: string };
  googleVerifyFailed: { message: string };
}

export type ApiEventName = keyof ApiEventMap;
type Handler<N extends ApiEventName> = (payload: ApiEventMap[N]) => void;

function createEmitter() {
  const handlers: { [N in ApiEventName]: Set<Handler<N>> } = {
    sessionExpired: new Set(),
    googleVerifyFailed: new Set(),
  };

  return {
    on<N extends ApiEventName>(name: N, handler: Handler<N>): () => void {
      handlers[name].add(handler);
      return () => {
        handlers[name].delete(handler);
      };
    },
    emit<N extends ApiEventName>(name: N, payload: ApiEventMap[N]): void {
      for (const handler of [...handlers[name]]) {
        // A failing listener must not turn into a failure of the request that raised the event.
        try {
          handler(payload);
        } catch (error) {
          console.error(`[api] ${name} listener failed`, error);
        }
      }
    },
  };
}

export const apiEvents = createEmitter();
