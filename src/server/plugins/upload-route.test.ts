import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineUploadContract } from "@shared/http/binary-contract";
import { unauthorized } from "../errors";
import { multipartBody, tinyPdf } from "../testing/test-files";
import type { AppServices } from "../services";
import { registerErrorHandler } from "./error-handler";
import { LocalDiskBlobStore } from "./storage/local-disk-blob-store";
import type { StoredUpload } from "./storage/stored-upload";
import { uploadRoute } from "./upload-route";

const messages = { required: "Attach a PDF", type: "Only PDF", size: "At most 2000 bytes" };
const contract = defineUploadContract({
  method: "POST",
  path: "/things/:id/file",
  summary: "test upload",
  params: z.object({ id: z.string() }),
  fields: z.object({ title: z.string().min(2, "Title is too short") }),
  file: { field: "doc", accept: [{ ext: "pdf", mime: "application/pdf" }], maxBytes: 2000, messages },
  response: z.object({ key: z.string() }),
  successStatus: 201,
});

/*
 * The upload helper on its own, with a bare Fastify app: who may send, what reaches the handler,
 * and that a refused or failed upload leaves no blob behind.
 */
describe("uploadRoute", () => {
  let app: FastifyInstance;
  let blobs: LocalDiskBlobStore;
  let root: string;
  const received: { fields: unknown; file: StoredUpload; id: string }[] = [];
  let failHandler = false;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-upload-route-"));
    blobs = new LocalDiskBlobStore(root);
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Only what the helper touches; no cookie means no session lookup.
    const sessions = { resolve: async () => null } as unknown as AppServices["sessions"];
    app.decorate("services", { blobs, sessions, log: app.log } as unknown as AppServices);
    registerErrorHandler(app);
    await app.register(async (scope) => {
      uploadRoute(scope, contract, { area: "test" }, async ({ fields, file, params }) => {
        if (failHandler) throw new Error("the database went away");
        received.push({ fields, file, id: params.id });
        return { key: file.key };
      });
      uploadRoute(
        scope,
        { ...contract, path: "/private/file", params: undefined },
        {
          area: "test",
          authorize: (actor) => {
            if (!actor) throw unauthorized();
          },
        },
        async ({ file }) => ({ key: file.key }),
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of blobs.list("test/")) keys.push(key);
    return keys;
  }

  const send = (url: string, fields: Record<string, string>, data: Buffer) => {
    const { payload, headers } = multipartBody(fields, {
      field: "doc",
      filename: "notes.pdf",
      contentType: "application/pdf",
      data,
    });
    return app.inject({ method: "POST", url, payload, headers });
  };

  it("hands the handler valid fields, the params and the stored file, and answers its status", async () => {
    const response = await send("/things/42/file", { title: "Notes" }, tinyPdf());
    expect(response.statusCode).toBe(201);
    const { key } = response.json<{ key: string }>();
    expect(received.at(-1)).toMatchObject({
      id: "42",
      fields: { title: "Notes" },
      file: { key, contentType: "application/pdf", ext: "pdf", byteSize: tinyPdf().length, originalName: "notes.pdf" },
    });
    expect(key).toMatch(/^test\/[0-9a-f-]{36}\.pdf$/);
    expect(await storedKeys()).toContain(key);
  });

  it("refuses with the contract's messages and keeps nothing", async () => {
    const before = await storedKeys();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(3000, 0x20)]);
    const tooBig = await send("/things/1/file", { title: "Notes" }, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: "payload_too_large",
      message: messages.size,
      fields: { doc: messages.size },
    });

    const wrongType = await send("/things/1/file", { title: "Notes" }, Buffer.from("plain text, not a PDF"));
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      error: "unsupported_media_type",
      message: messages.type,
      fields: { doc: messages.type },
    });

    const badField = await send("/things/1/file", { title: "N" }, tinyPdf());
    expect(badField.statusCode).toBe(400);
    expect(badField.json()).toMatchObject({ error: "validation_error", fields: { title: "Title is too short" } });

    const { payload, headers } = multipartBody({ title: "Notes" });
    const noFile = await app.inject({ method: "POST", url: "/things/1/file", payload, headers });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ doc: messages.required });
    expect(await storedKeys()).toEqual(before);
  });

  it("deletes the blob when the handler fails, so nothing is half-written", async () => {
    const before = await storedKeys();
    failHandler = true;
    try {
      const response = await send("/things/1/file", { title: "Notes" }, tinyPdf());
      expect(response.statusCode).toBe(500);
    } finally {
      failHandler = false;
    }
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a caller before reading the body", async () => {
    const before = await storedKeys();
    const response = await send("/private/file", { title: "Notes" }, tinyPdf());
    expect(response.statusCode).toBe(401);
    // Even a body that cannot be parsed is refused as 401: the body was never read.
    const unreadable = await app.inject({
      method: "POST",
      url: "/private/file",
      payload: "garbage",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(unreadable.statusCode).toBe(401);
    expect(await storedKeys()).toEqual(before);
  });
});
