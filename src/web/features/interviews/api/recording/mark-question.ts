import { type QuestionMark, markQuestionContract } from "@shared/interviews/runner-contracts";
import { callApi } from "@web/lib/http/api-client";

/** Tells the server where a question began (segment and offset), under this tab's lease. */
export function markQuestion(sessionId: string, token: string, mark: QuestionMark) {
  return callApi(markQuestionContract, { params: { id: sessionId }, body: { token, ...mark } });
}
