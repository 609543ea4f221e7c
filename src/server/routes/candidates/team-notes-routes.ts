import type { FastifyInstance } from "fastify";
import { addTeamNoteContract, listTeamNotesContract } from "@shared/candidates/team-notes-contracts";
import {
  addCompanyCandidateNote,
  listCompanyCandidateNotes,
} from "../../domain/candidates/notes-and-pipeline/company-candidate-notes-actions";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** A company's team notes about a candidate (decision 0031). */
export async function teamNotesRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listTeamNotesContract, ({ actor, params }) =>
    listCompanyCandidateNotes(services, actor, { profileId: params.profileId }),
  );
  route(app, addTeamNoteContract, ({ actor, params, body }) =>
    addCompanyCandidateNote(services, actor, { profileId: params.profileId, note: body }),
  );
}
