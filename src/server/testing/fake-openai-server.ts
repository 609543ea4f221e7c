import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { promisify } from "node:util";
import type { AssessmentOutput } from "../domain/evaluation/assessment-output";
import { readAssessmentPrompt } from "../domain/evaluation/providers/assessment-prompt";
import type { FollowUpOutput } from "../domain/interviews/interviewer/follow-ups/follow-up-output";
import { bundledFfmpegPath } from "../plugins/media/bundled-ffmpeg";

/*
 * A fake OpenAI-compatible server on 127.0.0.1 (decision 0050): the real `openai` SDK reaches it
 * through `baseURL`, so tests and the benchmark exercise the same HTTP, multipart, retries and
 * timeouts as production. Scriptable per test: canned transcripts, a chat handler, one-shot
 * replies (429 with Retry-After, 500, malformed JSON, a hang), servers that lack `json_schema`
 * or tools the way some self-hosted servers do, speech as a short MP3 tone, and realistic delays.
 * Every request is recorded.
 */

type FakeChatMode = "json_schema" | "tools" | "json_object" | "plain";

export interface FakeWord {
  word: string;
  start: number;
  end: number;
}

export type FakeReply =
  /** An HTTP error with an OpenAI-shaped body. */
  | { kind: "status"; status: number; message?: string; headers?: Record<string, string> }
  /** Never answers: the client's timeout has to end it. */
  | { kind: "hang" }
  /** Chat: what the model says, wrapped as message content or tool-call arguments per mode. */
  | { kind: "content"; content: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  /**
   * Transcription: a verbose_json body built from these words. `timing: "segments"` answers like
   * a server that times only segments (one per sentence); `"none"` like one that gives text only.
   */
  | { kind: "transcript"; words: FakeWord[]; duration?: number; timing?: "words" | "segments" | "none" }
  /** Speech: these bytes (default: a half-second MP3 tone) with this content type (default audio/mpeg). */
  | { kind: "audio"; bytes?: Buffer; contentType?: string };

interface FakeSpeechRequest {
  body: Record<string, unknown>;
  input: string;
}

export interface FakeChatRequest {
  body: Record<string, unknown>;
  mode: FakeChatMode;
  system: string;
  user: string;
}

export interface FakeTranscriptionRequest {
  fields: Record<string, string[]>;
  fileBytes: number;
  fileName: string | null;
}

interface RecordedRequest {
  path: string;
  /** Date.now() when the request arrived. */
  at: number;
  mode: FakeChatMode | null;
  body: Record<string, unknown> | null;
  fields: Record<string, string[]> | null;
  status: number | "hang";
  authorization: string | null;
}

export interface FakeOpenAiServer {
  /** The `baseURL` for the SDK, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What a server without them answers: 400 naming the unsupported parameter. */
  supports: { jsonSchema: boolean; tools: boolean; jsonObject: boolean };
  /** Added before every answer, to mimic a real model's latency. */
  delays: { transcriptionMs: number; chatMs: number; speechMs?: number };
  chat: (request: FakeChatRequest) => FakeReply | Promise<FakeReply>;
  transcription: (request: FakeTranscriptionRequest) => FakeReply | Promise<FakeReply>;
  speech: (request: FakeSpeechRequest) => FakeReply | Promise<FakeReply>;
  /** One-shot replies, used in order before the handlers above. */
  enqueue(path: FakePath, ...replies: FakeReply[]): void;
  inFlight(): number;
  maxInFlight(): number;
  chatRequests(): RecordedRequest[];
  transcriptionRequests(): RecordedRequest[];
  speechRequests(): RecordedRequest[];
  close(): Promise<void>;
}

type FakePath = "chat" | "transcription" | "speech";

const CHAT_PATH = "/v1/chat/completions";
const TRANSCRIPTION_PATH = "/v1/audio/transcriptions";
const SPEECH_PATH = "/v1/audio/speech";

let tone: Promise<Buffer> | null = null;

/** Half a second of a 440 Hz tone as MP3, made once per process by the bundled ffmpeg. */
export function speechTone(): Promise<Buffer> {
  tone ??= promisify(execFile)(
    bundledFfmpegPath(),
    ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=0.5"].concat([
      "-ac",
      "1",
      "-ar",
      "22050",
      "-b:a",
      "32k",
      "-f",
      "mp3",
      "pipe:1",
    ]),
    { encoding: "buffer", maxBuffer: 1024 * 1024 },
  ).then(({ stdout }) => stdout);
  return tone;
}

export const DEFAULT_FAKE_WORDS: FakeWord[] = [
  { word: "I", start: 0.5, end: 0.6 },
  { word: "built", start: 0.6, end: 0.9 },
  { word: "a", start: 0.9, end: 1.0 },
  { word: "search", start: 1.0, end: 1.4 },
  { word: "service", start: 1.4, end: 1.9 },
  { word: "that", start: 1.9, end: 2.1 },
  { word: "cut", start: 2.1, end: 2.4 },
  { word: "latency", start: 2.4, end: 2.9 },
  { word: "by", start: 2.9, end: 3.0 },
  { word: "half.", start: 3.0, end: 3.4 },
];

function chatMode(body: Record<string, unknown>): FakeChatMode {
  const format = body["response_format"] as { type?: unknown } | undefined;
  if (format?.type === "json_schema") return "json_schema";
  if (Array.isArray(body["tools"]) && body["tools"].length > 0) return "tools";
  if (format?.type === "json_object") return "json_object";
  return "plain";
}

function messageText(body: Record<string, unknown>, role: string): string {
  const messages = Array.isArray(body["messages"]) ? (body["messages"] as { role?: unknown; content?: unknown }[]) : [];
  return messages
    .filter((message) => message.role === role)
    .map((message) => (typeof message.content === "string" ? message.content : JSON.stringify(message.content)))
    .join("\n");
}

/**
 * A well-behaved model: answers the criteria the prompt asks for, quoting the candidate's own
 * words from the fenced transcript, a different stretch per criterion; no transcript, no score.
 */
export function wellBehavedAssessment(user: string, score: "1" | "2" | "3" | "4" | "5" = "3"): AssessmentOutput {
  const { keys, transcript } = readAssessmentPrompt(user);
  const words = transcript.split(/\s+/).filter(Boolean);
  return {
    criteria: keys.map((key, index) => {
      if (words.length === 0)
        return { key, evidence: [], rationale: "The answer is empty.", score: "insufficient_evidence" };
      const start = (index * 3) % words.length;
      const quote = words.slice(start, start + 6).join(" ");
      return { key, evidence: [{ quote }], rationale: `The candidate said "${quote}".`, score };
    }),
    summary: words.length === 0 ? "No answer to assess." : "A concrete answer with one example.",
    candidate_feedback: "Name the result of your work and how you measured it.",
  };
}

/** A chat reply carrying this output, e.g. one quoting words the candidate never said. */
const assessmentReply = (output: AssessmentOutput): FakeReply => ({
  kind: "content",
  content: JSON.stringify(output),
});

/** What the interviewer's system message opens with (follow-up-prompt.ts). */
const INTERVIEWER_SYSTEM = "You are a structured job interviewer.";
/** A question with this word is one the well-behaved interviewer follows up on; others it lets be. */
export const FOLLOW_UP_CUE = "proudest";
/** After a question with this word the interviewer takes longer than any follow-up may (a stalled provider). */
export const STALLED_FOLLOW_UP_CUE = "hesitate";
const STALLED_FOLLOW_UP_MS = 6_000;

/**
 * A well-behaved interviewer: after a question with FOLLOW_UP_CUE in it, one neutral question
 * about a word of the answer, aimed at the first criterion; otherwise it declines. The cue keeps
 * every other interview of a shared fake free of follow-ups; null follows up on every question.
 */
function wellBehavedFollowUp(user: string, cue: string | null = FOLLOW_UP_CUE): FollowUpOutput {
  const { keys, transcript } = readAssessmentPrompt(user);
  const words = transcript.split(/\s+/).filter(Boolean);
  const question = /^Interview question: (.*)$/m.exec(user)?.[1] ?? "";
  if ((cue !== null && !question.includes(cue)) || words.length < 4 || !keys[0])
    return { decision: "skip", criterion_key: null, anchor_quote: "", question: "" };
  // A word of the answer the question did not already use, as a person would pick up on.
  const at = words.findIndex(
    (word) => /^[a-z]{6,}$/i.test(word) && !question.toLowerCase().includes(word.toLowerCase()),
  );
  if (at < 0) return { decision: "skip", criterion_key: null, anchor_quote: "", question: "" };
  return {
    decision: "ask",
    criterion_key: keys[0],
    anchor_quote: words.slice(at, at + 4).join(" "),
    question: `You mentioned ${words[at]!.toLowerCase()}. What was the hardest part of that work?`,
  };
}

/**
 * A well-behaved model for both lanes: assessments, and follow-ups after a question with `cue`
 * in it (null: after every question, as the benchmark asks).
 */
export const wellBehavedChatFor =
  (cue: string | null) =>
  async (request: FakeChatRequest): Promise<FakeReply> => {
    if (!request.system.startsWith(INTERVIEWER_SYSTEM)) return assessmentReply(wellBehavedAssessment(request.user));
    const question = /^Interview question: (.*)$/m.exec(request.user)?.[1] ?? "";
    if (question.includes(STALLED_FOLLOW_UP_CUE))
      await new Promise((resolve) => setTimeout(resolve, STALLED_FOLLOW_UP_MS));
    return { kind: "content", content: JSON.stringify(wellBehavedFollowUp(request.user, cue)) };
  };

export const wellBehavedChat = wellBehavedChatFor(FOLLOW_UP_CUE);

/** Whisper-style segments: the words up to each sentence end, timed as a whole. */
function segmentsOf(words: FakeWord[]) {
  const segments: { id: number; start: number; end: number; text: string }[] = [];
  let current: FakeWord[] = [];
  for (const word of words) {
    current.push(word);
    if (/[.?!]$/.test(word.word) || word === words.at(-1)) {
      segments.push({
        id: segments.length,
        start: current[0]?.start ?? 0,
        end: word.end,
        text: ` ${current.map((item) => item.word).join(" ")}`,
      });
      current = [];
    }
  }
  return segments;
}

function errorBody(status: number, message: string, param: string | null) {
  return { error: { message, type: status >= 500 ? "server_error" : "invalid_request_error", param, code: null } };
}

function completion(body: Record<string, unknown>, mode: FakeChatMode, reply: Extract<FakeReply, { kind: "content" }>) {
  const message =
    mode === "tools"
      ? {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_fake",
              type: "function",
              function: {
                name: ((body["tools"] as { function?: { name?: string } }[])[0]?.function?.name ?? "tool") as string,
                arguments: reply.content,
              },
            },
          ],
        }
      : { role: "assistant", content: reply.content, refusal: null };
  const usage = reply.usage ?? { prompt_tokens: 900, completion_tokens: 300 };
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: typeof body["model"] === "string" ? body["model"] : "fake",
    choices: [{ index: 0, message, finish_reason: mode === "tools" ? "tool_calls" : "stop", logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readForm(request: IncomingMessage, raw: Buffer): Promise<FakeTranscriptionRequest> {
  const form = await new Response(new Uint8Array(raw), {
    headers: { "content-type": request.headers["content-type"] ?? "" },
  }).formData();
  const fields: Record<string, string[]> = {};
  let fileBytes = 0;
  let fileName: string | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") (fields[name] ??= []).push(value);
    else {
      fileBytes = value.size;
      fileName = value.name;
    }
  }
  return { fields, fileBytes, fileName };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAiServer(options: { port?: number } = {}): Promise<FakeOpenAiServer> {
  const queues: Record<FakePath, FakeReply[]> = { chat: [], transcription: [], speech: [] };
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;

  const fake: FakeOpenAiServer = {
    baseUrl: "",
    requests: [],
    supports: { jsonSchema: true, tools: true, jsonObject: true },
    delays: { transcriptionMs: 0, chatMs: 0 },
    chat: wellBehavedChat,
    transcription: () => ({ kind: "transcript", words: DEFAULT_FAKE_WORDS }),
    speech: () => ({ kind: "audio" }),
    enqueue: (path, ...replies) => queues[path].push(...replies),
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    chatRequests: () => fake.requests.filter((request) => request.path === CHAT_PATH),
    transcriptionRequests: () => fake.requests.filter((request) => request.path === TRANSCRIPTION_PATH),
    speechRequests: () => fake.requests.filter((request) => request.path === SPEECH_PATH),
    close: async () => {
      for (const response of hanging) response.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function send(response: ServerResponse, record: RecordedRequest, status: number, body: unknown, headers = {}) {
    record.status = status;
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  }

  /** Answers the reply, or returns false for a hang (the response is left open). */
  function sendReply(
    response: ServerResponse,
    record: RecordedRequest,
    reply: FakeReply,
    ok: (reply: FakeReply) => unknown,
  ): boolean {
    if (reply.kind === "hang") {
      record.status = "hang";
      hanging.add(response);
      return false;
    }
    if (reply.kind === "status") {
      send(
        response,
        record,
        reply.status,
        errorBody(reply.status, reply.message ?? `The fake server answered ${reply.status}.`, null),
        reply.headers,
      );
      return true;
    }
    send(response, record, 200, ok(reply));
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const raw = await readBody(request);
    const path = (request.url ?? "").split("?")[0] ?? "";
    const record: RecordedRequest = {
      path,
      at: Date.now(),
      mode: null,
      body: null,
      fields: null,
      status: 0,
      authorization: request.headers.authorization ?? null,
    };
    fake.requests.push(record);

    if (request.method === "POST" && path === CHAT_PATH) {
      const body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
      const mode = chatMode(body);
      record.body = body;
      record.mode = mode;
      if (fake.delays.chatMs > 0) await sleep(fake.delays.chatMs);
      // Some self-hosted servers lack structured output or tools and say so with a 400.
      if (mode === "json_schema" && !fake.supports.jsonSchema) {
        send(
          response,
          record,
          400,
          errorBody(400, "response_format type 'json_schema' is not supported", "response_format"),
        );
        return true;
      }
      if (mode === "tools" && !fake.supports.tools) {
        send(response, record, 400, errorBody(400, "This model does not support tools", "tools"));
        return true;
      }
      if (mode === "json_object" && !fake.supports.jsonObject) {
        send(
          response,
          record,
          400,
          errorBody(400, "response_format type 'json_object' is not supported", "response_format"),
        );
        return true;
      }
      const reply =
        queues.chat.shift() ??
        (await fake.chat({ body, mode, system: messageText(body, "system"), user: messageText(body, "user") }));
      return sendReply(response, record, reply, (ok) =>
        completion(body, mode, ok.kind === "content" ? ok : { kind: "content", content: "" }),
      );
    }

    if (request.method === "POST" && path === TRANSCRIPTION_PATH) {
      const form = await readForm(request, raw);
      record.fields = form.fields;
      if (fake.delays.transcriptionMs > 0) await sleep(fake.delays.transcriptionMs);
      const reply = queues.transcription.shift() ?? (await fake.transcription(form));
      return sendReply(response, record, reply, (ok) => {
        const words = ok.kind === "transcript" ? ok.words : [];
        const timing = ok.kind === "transcript" ? (ok.timing ?? "words") : "words";
        const duration = ok.kind === "transcript" ? (ok.duration ?? words.at(-1)?.end ?? 0) : 0;
        return {
          task: "transcribe",
          language: "english",
          duration,
          text: words.map((word) => word.word).join(" "),
          ...(timing === "words" ? { words } : {}),
          ...(timing === "segments" ? { segments: segmentsOf(words) } : {}),
          usage: { type: "duration", seconds: Math.ceil(duration) },
        };
      });
    }

    if (request.method === "POST" && path === SPEECH_PATH) {
      const body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
      record.body = body;
      if ((fake.delays.speechMs ?? 0) > 0) await sleep(fake.delays.speechMs ?? 0);
      const input = typeof body["input"] === "string" ? body["input"] : "";
      const reply = queues.speech.shift() ?? (await fake.speech({ body, input }));
      if (reply.kind !== "audio") return sendReply(response, record, reply, () => ({}));
      record.status = 200;
      response.writeHead(200, { "content-type": reply.contentType ?? "audio/mpeg" });
      response.end(reply.bytes ?? (await speechTone()));
      return true;
    }

    send(response, record, 404, errorBody(404, `No route ${request.method ?? ""} ${path}`, null));
    return true;
  }

  const server = createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = () => {
      inFlight -= 1;
    };
    handle(request, response).then(
      (answered) => {
        if (answered) done();
        else response.once("close", done);
      },
      (error: unknown) => {
        done();
        if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify(errorBody(500, String(error), null)));
      },
    );
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
