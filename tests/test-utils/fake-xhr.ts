// A stand-in for XMLHttpRequest under jsdom: records what the upload transport sends and lets a test
// drive progress, the answer, a network error, a timeout; abort() behaves as the browser's does.
import { vi } from 'vitest';

type Handler = (() => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  sent = false;
  aborted = false;
  timeout = 0;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    this.sent = true;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  // Test controls.
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  fireTimeout() {
    this.ontimeout?.();
  }
}

/** Replaces XMLHttpRequest (undo with vi.unstubAllGlobals); `last()` is the latest request. */
export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const last = (): FakeXhr => {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was made');
    return xhr;
  };
  return { last, all: () => FakeXhr.instances };
}
