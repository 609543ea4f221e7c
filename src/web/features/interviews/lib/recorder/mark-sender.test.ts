import { describe, expect, it } from "vitest";
import { MarkSender } from "./mark-sender";

const mark = (questionIndex: number) => ({ segment: 0, questionIndex, offsetSeconds: questionIndex * 10 });

describe("sending question marks", () => {
  it("sends in order, retries a failed mark until the server has it, and flush waits for all", async () => {
    const calls: number[] = [];
    const sent: number[] = [];
    let failuresLeft = 2;
    const sender = new MarkSender({
      send: async (sending) => {
        calls.push(sending.questionIndex);
        if (sending.questionIndex === 1 && failuresLeft-- > 0) throw new Error("offline");
      },
      onSent: (done) => sent.push(done.questionIndex),
      retryDelaysMs: [1, 1],
    });
    sender.send(mark(0));
    sender.send(mark(1));
    sender.send(mark(2));
    await sender.flush();
    expect(calls).toEqual([0, 1, 1, 1, 2]);
    expect(sent).toEqual([0, 1, 2]);
  });
});
