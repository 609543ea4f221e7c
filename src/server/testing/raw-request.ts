import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
  /** From the first byte of the request to the end of the answer's head. */
  ms: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Sent right after the head; the rest of the declared body is never sent unless `rest` says so. */
  bodyStart?: Buffer;
  /** Keep sending this many more bytes (in 64 KiB pieces) while the server lets us. */
  rest?: number;
}

/**
 * One HTTP/1.1 request over a real socket, for what app.inject cannot show: whether the server
 * answers before reading a body the client declared but has not sent, and whether it closes the
 * connection. Resolves with the answer once its head (and a short body) arrived, or rejects after
 * `timeoutMs` with no answer: the server was waiting for the body.
 */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let answer: RawAnswer | undefined;
    let headAt = 0;
    const timer = setTimeout(() => {
      settled = true;
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!answer) {
        socket.destroy();
        reject(new Error("the connection ended without an answer"));
        return;
      }
      socket.destroy();
      resolve({ ...answer, closed, ms: headAt });
    };
    socket.on("connect", () => {
      const head = [`${request.method} ${request.path} HTTP/1.1`, "host: 127.0.0.1"]
        .concat(Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`))
        .join("\r\n");
      socket.write(`${head}\r\n\r\n`);
      if (request.bodyStart) socket.write(request.bodyStart);
      let left = request.rest ?? 0;
      const piece = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        while (left > 0 && !answer && !socket.destroyed) {
          const size = Math.min(left, piece.length);
          left -= size;
          if (!socket.write(piece.subarray(0, size))) {
            socket.once("drain", pump);
            return;
          }
        }
      };
      pump();
    });
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      if (!answer) {
        headAt = performance.now() - started;
        const [statusLine, ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        answer = { status: Number(statusLine!.split(" ")[1]), headers, body: "", closed: false, ms: 0 };
      }
      const body = received.subarray(end + 4);
      answer.body = body.toString("utf8");
      const length = Number(answer.headers["content-length"] ?? NaN);
      // Wait a moment for a close that follows the answer, so `closed` can be checked.
      if (body.length >= length) setTimeout(() => finish(socket.destroyed || socket.readableEnded), 200).unref();
    });
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
  });
}
