import type { FastifyInstance } from "fastify";
import { getPostingAiNoticeContract } from "@shared/postings/ai-notice-contracts";
import { getBoardPostingContract, listBoardPostingsContract } from "@shared/postings/contracts";
import { getBoardPosting } from "../../domain/postings/get-board-posting";
import { getPostingAiNotice } from "../../domain/postings/get-posting-ai-notice";
import { listBoardPostings } from "../../domain/postings/list-board-postings";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The job board for signed-in candidates: the list and one posting; and, for anyone, how a posting's interview is evaluated. */
export async function postingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listBoardPostingsContract, ({ actor, query }) => listBoardPostings(services, actor, query));
  route(app, getBoardPostingContract, ({ actor, params }) =>
    getBoardPosting(services, actor, { postingId: params.id }),
  );
  route(app, getPostingAiNoticeContract, ({ params }) => getPostingAiNotice(services, { postingId: params.id }));
}
