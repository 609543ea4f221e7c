import type { FastifyInstance } from "fastify";
import {
  addMyExperienceContract,
  deleteMyExperienceContract,
  getMyCareerContract,
  reorderMyExperienceContract,
  replaceMySkillsContract,
  updateMyEducationContract,
  updateMyExperienceContract,
} from "@shared/candidates/career-contracts";
import { myResumeFileContract, uploadMyResumeContract } from "@shared/candidates/resume-contracts";
import {
  addMyExperience,
  deleteMyExperience,
  getMyCareer,
  reorderMyExperience,
  replaceMySkills,
  updateMyEducation,
  updateMyExperience,
} from "../../domain/candidates/career/career-edits";
import { authorizeMyResumeUpload, openMyResume, uploadMyResume } from "../../domain/candidates/resume/resume-file";
import { downloadRoute } from "../../plugins/download-route";
import { perIp } from "../../plugins/rate-limits";
import { route } from "../../plugins/route";
import { uploadRoute } from "../../plugins/upload-route";
import type { AppServices } from "../../services";

/** A candidate replaces a resume now and then; this only stops a loop. */
const RESUME_UPLOAD_LIMIT = perIp(20, "10 minutes");

/** The signed-in candidate's resume file and career form (/candidate-settings, Resume tab). */
export async function careerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getMyCareerContract, ({ actor }) => getMyCareer(services, actor));
  route(app, updateMyEducationContract, ({ actor, body }) => updateMyEducation(services, actor, body));
  route(app, replaceMySkillsContract, ({ actor, body }) => replaceMySkills(services, actor, body));
  route(app, addMyExperienceContract, ({ actor, body }) => addMyExperience(services, actor, body));
  route(app, updateMyExperienceContract, ({ actor, params, body }) =>
    updateMyExperience(services, actor, { id: params.id, values: body }),
  );
  route(app, deleteMyExperienceContract, ({ actor, params }) => deleteMyExperience(services, actor, params));
  route(app, reorderMyExperienceContract, ({ actor, body }) => reorderMyExperience(services, actor, body));
  uploadRoute(
    app,
    uploadMyResumeContract,
    { area: "resumes", config: RESUME_UPLOAD_LIMIT, authorize: (actor) => authorizeMyResumeUpload(services, actor) },
    ({ actor, file }) => uploadMyResume(services, actor, { file }),
  );
  downloadRoute(app, myResumeFileContract, ({ actor }) => openMyResume(services, actor));
}
