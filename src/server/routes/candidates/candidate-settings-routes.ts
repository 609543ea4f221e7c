import type { FastifyInstance } from "fastify";
import {
  candidateAvatarContract,
  getCandidateSettingsContract,
  updateCandidateConsentsContract,
  updateCandidateNotificationsContract,
  updateCandidateProfileContract,
  uploadCandidateAvatarContract,
  type AvatarSize,
} from "@shared/candidates/candidate-settings-contracts";
import { requireUserType } from "../../domain/accounts/access";
import { getCandidateSettings } from "../../domain/candidates/profile/get-candidate-settings";
import { openCandidateAvatar } from "../../domain/candidates/profile/open-candidate-avatar";
import { updateCandidateConsents } from "../../domain/candidates/consents/update-candidate-consents";
import { updateCandidateNotifications } from "../../domain/candidates/consents/update-candidate-notifications";
import { updateCandidateProfile } from "../../domain/candidates/profile/update-candidate-profile";
import { uploadCandidateAvatar } from "../../domain/candidates/profile/upload-candidate-avatar";
import { downloadRoute } from "../../plugins/download-route";
import { perIp } from "../../plugins/rate-limits";
import { route } from "../../plugins/route";
import { uploadRoute } from "../../plugins/upload-route";
import type { AppServices } from "../../services";

/** Each avatar upload runs ffmpeg twice: 20 per address per 10 minutes is plenty for a person. */
const AVATAR_UPLOAD_LIMIT = perIp(20, "10 minutes");

/** /candidate-settings: the Profile and Notifications tabs, and the avatar every candidate view shows. */
export async function candidateSettingsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getCandidateSettingsContract, ({ actor }) => getCandidateSettings(services, actor));
  route(app, updateCandidateProfileContract, ({ actor, body }) => updateCandidateProfile(services, actor, body));
  route(app, updateCandidateNotificationsContract, ({ actor, body }) =>
    updateCandidateNotifications(services, actor, body),
  );
  route(app, updateCandidateConsentsContract, ({ actor, body }) => updateCandidateConsents(services, actor, body));
  uploadRoute(
    app,
    uploadCandidateAvatarContract,
    {
      area: "avatars",
      config: AVATAR_UPLOAD_LIMIT,
      authorize: (actor) => {
        requireUserType(actor, "candidate");
      },
    },
    ({ actor, file }) => uploadCandidateAvatar(services, actor, file),
  );
  downloadRoute(app, candidateAvatarContract, ({ actor, params, query }) =>
    openCandidateAvatar(services, actor, { profileId: params.profileId, size: Number(query.size) as AvatarSize }),
  );
}
