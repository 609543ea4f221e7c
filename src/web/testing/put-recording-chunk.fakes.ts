/** A stand-in for the browser's XMLHttpRequest: records each request and answers from a script. */
export class FakeXhr {
  static script: ((xhr: FakeXhr) => void)[] = [];
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
    const next = FakeXhr.script.shift();
    if (!next) throw new Error("no scripted answer left");
    queueMicrotask(() => next(this));
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
  /** Answers 200 with the acknowledgement the server gives for the chunk this request carries. */
  acknowledge(): void {
    const [, segment, seq] = /segments\/(\d+)\/chunks\/(\d+)$/.exec(this.url) ?? [];
    const size = this.body instanceof Blob ? this.body.size : (this.body as ArrayBuffer).byteLength;
    this.answer(200, {
      segment: Number(segment),
      seq: Number(seq),
      byteSize: size,
      sha256: this.headers["x-chunk-sha256"],
    });
  }
}

export function resetFakeXhr(...script: ((xhr: FakeXhr) => void)[]): void {
  FakeXhr.script = script;
  FakeXhr.sent = [];
}
