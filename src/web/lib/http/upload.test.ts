import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineUploadContract } from "@shared/http/binary-contract";
import { ApiError } from "./api-error";
import { readUploadOutcome, retryDelay, shouldRetry, toProgress, upload, uploadFormData } from "./upload";

const contract = defineUploadContract({
  method: "POST",
  path: "/api/things/:id/file",
  summary: "test",
  fields: z.object({ name: z.string(), note: z.string().optional() }),
  file: {
    field: "file",
    accept: [{ ext: "pdf", mime: "application/pdf" }],
    maxBytes: 100,
    messages: { required: "Need a file", type: "PDF only", size: "Too big" },
  },
  response: z.object({ ok: z.literal(true) }),
});

const pdf = () => new File(["%PDF-1.4 tiny"], "cv.pdf", { type: "application/pdf" });

describe("uploadFormData", () => {
  it("puts the fields first, in order, skipping empty ones, then the file under the contract's field", () => {
    const form = uploadFormData(contract, { file: pdf(), fields: { name: "Ada", note: undefined } });
    expect([...form.keys()]).toEqual(["name", "file"]);
    expect(form.get("name")).toBe("Ada");
    expect((form.get("file") as File).name).toBe("cv.pdf");
  });
});

describe("retry rules", () => {
  it("retries network failures and 5xx, never 4xx or 2xx", () => {
    expect(shouldRetry({ kind: "network" })).toBe(true);
    expect(shouldRetry({ kind: "answer", status: 500, text: "" })).toBe(true);
    expect(shouldRetry({ kind: "answer", status: 503, text: "" })).toBe(true);
    for (const status of [200, 400, 404, 413, 415, 429]) {
      expect(shouldRetry({ kind: "answer", status, text: "" })).toBe(false);
    }
  });

  it("waits twice as long each time, up to a cap", () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, 500))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelay(20, 500)).toBe(8000);
  });
});

describe("readUploadOutcome", () => {
  it("parses a 2xx with the contract's response schema", () => {
    expect(readUploadOutcome(contract, { kind: "answer", status: 200, text: '{"ok":true}' })).toEqual({ ok: true });
  });

  it("throws the server's error as ApiError, fields and all", () => {
    const body = { error: "unsupported_media_type", message: "PDF only", fields: { file: "PDF only" } };
    const error = catchError(() =>
      readUploadOutcome(contract, { kind: "answer", status: 415, text: JSON.stringify(body) }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: "unsupported_media_type",
      message: "PDF only",
      fields: body.fields,
    });
  });

  it("says what happened when there is no readable answer", () => {
    expect(catchError(() => readUploadOutcome(contract, { kind: "network" }))).toMatchObject({
      status: 0,
      code: "network_error",
    });
    expect(
      catchError(() => readUploadOutcome(contract, { kind: "answer", status: 502, text: "<html>" })),
    ).toMatchObject({
      status: 502,
      code: "http_502",
      message: "The service is briefly unavailable. Please try again in a moment.",
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      catchError(() => readUploadOutcome(contract, { kind: "answer", status: 200, text: '{"ok":1}' })),
    ).toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("toProgress", () => {
  it("gives a fraction only when the total is known", () => {
    expect(toProgress({ loaded: 50, total: 200, lengthComputable: true })).toEqual({
      loaded: 50,
      total: 200,
      fraction: 0.25,
    });
    expect(toProgress({ loaded: 50, total: 0, lengthComputable: false })).toEqual({
      loaded: 50,
      total: 0,
      fraction: null,
    });
  });
});

/** A stand-in for the browser's XMLHttpRequest that answers from a script. */
class FakeXhr {
  static script: ((xhr: FakeXhr) => void)[] = [];
  static sent: { method: string; url: string; body: FormData }[] = [];
  status = 0;
  responseText = "";
  method = "";
  url = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    const next = FakeXhr.script.shift();
    if (!next) throw new Error("no scripted answer left");
    queueMicrotask(() => next(this));
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe("upload over XMLHttpRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
    FakeXhr.script = [];
    FakeXhr.sent = [];
  });

  const stub = (...script: ((xhr: FakeXhr) => void)[]) => {
    FakeXhr.script = script;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  };
  const input = { file: pdf(), fields: { name: "Ada" }, params: { id: "a b" } };

  it("sends to the contract's path, reports progress and returns the parsed answer", async () => {
    stub((xhr) => {
      xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
      xhr.answer(200, { ok: true });
    });
    const progress: (number | null)[] = [];
    await expect(upload(contract, input, { onProgress: (p) => progress.push(p.fraction) })).resolves.toEqual({
      ok: true,
    });
    expect(FakeXhr.sent.map(({ method, url }) => `${method} ${url}`)).toEqual(["POST /api/things/a%20b/file"]);
    expect(progress).toEqual([0.5]);
  });

  it("retries a network failure and a 5xx with backoff, then succeeds", async () => {
    stub(
      (xhr) => xhr.onerror?.(),
      (xhr) => xhr.answer(503, { error: "unavailable", message: "Busy" }),
      (xhr) => xhr.answer(200, { ok: true }),
    );
    await expect(upload(contract, input, { retryDelayMs: 1 })).resolves.toEqual({ ok: true });
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it("gives up after the retries, with the last error", async () => {
    stub(
      ...Array.from(
        { length: 3 },
        () => (xhr: FakeXhr) => xhr.answer(500, { error: "internal_error", message: "Oops" }),
      ),
    );
    await expect(upload(contract, input, { retryDelayMs: 1 })).rejects.toMatchObject({ status: 500, message: "Oops" });
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it("never retries a 4xx", async () => {
    stub((xhr) => xhr.answer(415, { error: "unsupported_media_type", message: "PDF only" }));
    await expect(upload(contract, input, { retryDelayMs: 1 })).rejects.toMatchObject({ status: 415 });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("refuses a file over the contract's limit without sending it", async () => {
    stub();
    const big = new File([new Uint8Array(101)], "big.pdf");
    await expect(upload(contract, { ...input, file: big })).rejects.toMatchObject({
      status: 413,
      fields: { file: "Too big" },
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("cancels: an abort mid-send or during the pause rejects with AbortError and sends nothing more", async () => {
    const controller = new AbortController();
    stub(() => controller.abort());
    await expect(upload(contract, input, { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });

    const later = new AbortController();
    stub((xhr) => {
      xhr.onerror?.();
      queueMicrotask(() => later.abort());
    });
    await expect(upload(contract, input, { signal: later.signal, retryDelayMs: 60_000 })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(FakeXhr.sent).toHaveLength(2);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}
