import type { Readable } from "node:stream";
import type { ContractResponse } from "@shared/http/contract";
import { UPLOAD_CHECK_MAX_BYTES, type uploadCheckContract } from "@shared/interviews/runner-contracts";
import type { Actor } from "../../plugins/auth/actor";
import { requireUserType } from "../accounts/access";
import { payloadTooLarge } from "../../errors";

/**
 * Reads and discards the body of the device check's timed upload; only candidates about to
 * record may use it. Nothing is kept, and no more than the cap is read.
 */
export async function receiveUploadCheck(
  actor: Actor | null,
  body: Readable,
): Promise<ContractResponse<typeof uploadCheckContract>> {
  requireUserType(actor, "candidate");
  let receivedBytes = 0;
  for await (const piece of body) {
    receivedBytes += (piece as Buffer).length;
    if (receivedBytes > UPLOAD_CHECK_MAX_BYTES) {
      body.destroy();
      throw payloadTooLarge("The upload check is at most 2 MB.");
    }
  }
  return { receivedBytes };
}
