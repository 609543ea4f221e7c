import { buildPath } from "@shared/http/contract";
import { followUpSpeechContract } from "@shared/interviews/follow-up-contracts";

/** Where the provider's reading of a follow-up is played from (an <audio> source, so no lease). */
export function followUpSpeechUrl(sessionId: string, followUpId: string): string {
  return buildPath(followUpSpeechContract.path, { id: sessionId, followUpId });
}
