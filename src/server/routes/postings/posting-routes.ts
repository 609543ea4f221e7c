import type { FastifyInstance } from "fastify";
import { getBoardPostingContract, listBoardPostingsContract } from "@shared/postings/contracts";
import { getBoardPosting } from "../../domain/postings/get-board-posting";
import { listBoardPostings } from "../../domain/postings/list-board-postings";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** The job board for signed-in candidates: the list and one posting. */
export async function postingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listBoardPostingsContract, ({ actor, query }) => listBoardPostings(services, actor, query));
  route(app, getBoardPostingContract, ({ actor, params }) =>
    getBoardPosting(services, actor, { postingId: params.id }),
  );
}
