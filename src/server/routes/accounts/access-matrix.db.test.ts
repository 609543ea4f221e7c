import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { rejectReasonMessage } from "@shared/admin/contracts";
import { CANDIDATE_HAS_NO_RESUME } from "@shared/candidates/candidate-profile-contracts";
import { avatarMessages } from "@shared/candidates/candidate-settings-contracts";
import { candidateDataMessages } from "@shared/candidates/candidate-data-contracts";
import { invitationMessages } from "@shared/candidates/invitation-contracts";
import { NO_PUBLIC_RESUME, PROFILE_NOT_AVAILABLE } from "@shared/candidates/contracts";
import { resumeClaimMessages } from "@shared/leads/resume-claim";
import type { CompanySettingsInput } from "@shared/companies/contracts";
import { blindReviewMessages } from "@shared/companies/blind-review-contracts";
import { logoMessages } from "@shared/companies/logo-contracts";
import { memberMessages } from "@shared/companies/member-contracts";
import { memberInvitationMessages } from "@shared/companies/member-invitation-contracts";
import {
  companyMemberRoleNames,
  companyPermissions,
  memberScopeOf,
  type CompanyMemberRole,
  type CompanyPermission,
} from "@shared/companies/member-roles";
import { APPLICATION_NOT_FOUND } from "@shared/applications/contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { followUpMessages } from "@shared/interviews/follow-up-contracts";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { watchMessages } from "@shared/interviews/watch-contracts";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import { matchMessages } from "@shared/matching/match-contracts";
import {
  applications,
  auditLog,
  candidateSelfIdentifications,
  candidates,
  enterprises,
  interviewTemplates,
  interviews,
  jobPostings,
  profiles,
  resumeOnlyCandidates,
  session,
  user,
  workExperience,
} from "../../db/schema";
import { createCredentialUser, hashNewPassword } from "../../domain/accounts/create-credential-user";
import { retryMessages } from "../../domain/evaluation/pipeline/retry-evaluation";
import { DEV_ADMIN_DISABLED_MESSAGE, DEV_ADMIN_EMAIL } from "../../domain/accounts/dev-admin";
import {
  STRONG_PASSWORD,
  candidateInput,
  companyInput,
  cookieFrom,
  createCandidate,
  createCompany,
  createCompanyMember,
  markEmailVerified,
  mailTo,
  signIn,
  subjectsTo,
  uniqueIp,
  signInDevAdmin,
} from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import {
  CRITERION_KEY,
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
} from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { postingInput } from "../../testing/posting-fixtures";
import { tinyPng } from "../../testing/tiny-png";
import { multipartBody, tinyPdf } from "../../testing/test-files";

/**
 * Every module under src/shared, so a contract added anywhere there without a row below fails
 * "has a row for every endpoint".
 */
const sharedModules = import.meta.glob<Record<string, unknown>>(["../../../shared/**/*.ts", "!**/*.test.ts"], {
  eager: true,
});

const ACTORS = [
  "anonymous",
  "candidate",
  "candidate, e-mail unverified",
  "company, e-mail unverified",
  "company pending",
  "company verified",
  "company rejected",
  "admin",
  "dev admin",
] as const;
type ActorName = (typeof ACTORS)[number];

/** What one caller gets: the status, plus the error code and message when refused. */
type Outcome = { status: number } | { status: number; error: string; message: string };

const OK: Outcome = { status: 200 };
const CREATED: Outcome = { status: 201 };
const ACCEPTED: Outcome = { status: 202 };
const SIGN_IN_FIRST: Outcome = { status: 401, error: "unauthorized", message: accessMessages.signInRequired };
const VERIFY_EMAIL_FIRST: Outcome = {
  status: 403,
  error: "email_not_verified",
  message: accessMessages.emailNotVerified,
};
const ENTERPRISES_ONLY: Outcome = { status: 403, error: "forbidden", message: accessMessages.onlyFor("enterprise") };
const COMPANY_NOT_VERIFIED: Outcome = {
  status: 403,
  error: "company_not_verified",
  message: accessMessages.companyNotVerified,
};
const ADMINS_ONLY: Outcome = { status: 403, error: "forbidden", message: accessMessages.adminOnly };
const ADMIN_HAS_NO_COMPANY: Outcome = {
  status: 403,
  error: ErrorCode.forbidden,
  message: accessMessages.adminIsNotACompany,
};
const ALREADY_VERIFIED: Outcome = {
  status: 400,
  error: "email_already_verified",
  message: "Email is already verified",
};
const INVALID_TOKEN: Outcome = { status: 400, error: "invalid_token", message: "Invalid token" };
const PROFILE_MISSING: Outcome = { status: 404, error: "not_found", message: PROFILE_NOT_AVAILABLE };
const NO_RESUME: Outcome = { status: 404, error: "not_found", message: NO_PUBLIC_RESUME };
const CANDIDATE_NO_RESUME: Outcome = { status: 404, error: "not_found", message: CANDIDATE_HAS_NO_RESUME };

const everyone = (outcome: Outcome) => Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as Matrix;
type Matrix = Record<ActorName, Outcome>;

const signedIn: Matrix = { ...everyone(OK), anonymous: SIGN_IN_FIRST };

const candidatePool: Matrix = {
  anonymous: SIGN_IN_FIRST,
  candidate: ENTERPRISES_ONLY,
  "candidate, e-mail unverified": VERIFY_EMAIL_FIRST,
  "company, e-mail unverified": VERIFY_EMAIL_FIRST,
  "company pending": COMPANY_NOT_VERIFIED,
  "company verified": OK,
  "company rejected": COMPANY_NOT_VERIFIED,
  admin: OK,
  "dev admin": OK,
};

/**
 * A verified company acting as itself (its postings, applicants, decisions and team notes): pending and
 * rejected companies are refused as for the pool, and admins are not a company (decision 0010).
 */
const verifiedCompanyOnly = (verified: Outcome): Matrix => ({
  ...candidatePool,
  "company verified": verified,
  admin: ADMIN_HAS_NO_COMPANY,
  "dev admin": ADMIN_HAS_NO_COMPANY,
});

/** The caller's own company, in any verification state; admins have none (decision 0010). */
const ownCompany: Matrix = {
  anonymous: SIGN_IN_FIRST,
  candidate: ENTERPRISES_ONLY,
  "candidate, e-mail unverified": VERIFY_EMAIL_FIRST,
  "company, e-mail unverified": VERIFY_EMAIL_FIRST,
  "company pending": OK,
  "company verified": OK,
  "company rejected": OK,
  admin: ADMIN_HAS_NO_COMPANY,
  "dev admin": ADMIN_HAS_NO_COMPANY,
};

const INVITATION_MISSING: Outcome = {
  status: 404,
  error: ErrorCode.notFound,
  message: memberInvitationMessages.notFound,
};
const UNKNOWN_INVITATION_TOKEN = "a".repeat(43);
const MEMBER_MISSING: Outcome = { status: 404, error: ErrorCode.notFound, message: memberMessages.notFound };
/** The same answer for a company in each verification state. */
const companiesGet = (outcome: Outcome) => ({
  "company pending": outcome,
  "company verified": outcome,
  "company rejected": outcome,
});

const POSTING_MISSING: Outcome = { status: 404, error: ErrorCode.notFound, message: POSTING_NOT_FOUND };
/** A company's own actions on a candidate (decision 0037): verified companies only; admins have no company. */
const companyCandidateActions: Matrix = {
  ...candidatePool,
  admin: ADMIN_HAS_NO_COMPANY,
  "dev admin": ADMIN_HAS_NO_COMPANY,
};

const CANDIDATES_ONLY: Outcome = { status: 403, error: "forbidden", message: accessMessages.onlyFor("candidate") };

/** The candidate's own interview recording: nobody else, admins included, may write or read it. */
const ownRecording: Matrix = {
  ...everyone(CANDIDATES_ONLY),
  anonymous: SIGN_IN_FIRST,
  candidate: OK,
  "candidate, e-mail unverified": VERIFY_EMAIL_FIRST,
  "company, e-mail unverified": VERIFY_EMAIL_FIRST,
};
const RECORDING_LEASE_TOKEN = "access-matrix-lease-token";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const RANK_FOR_NOT_FOUND: Outcome = { status: 404, error: "not_found", message: matchMessages.rankForNotFound };

/** The candidate's own data (decision 0030): the candidate themselves, e-mail confirmed or not. */
const ownData: Matrix = {
  ...everyone(CANDIDATES_ONLY),
  anonymous: SIGN_IN_FIRST,
  candidate: OK,
  "candidate, e-mail unverified": OK,
};
const CONFIRM_DELETION_FIRST: Outcome = {
  status: 400,
  error: ErrorCode.validation,
  message: candidateDataMessages.confirmationMismatch,
};

/**
 * Reading the candidate's network interview (decision 0021): the owner, verified companies (the
 * pool shows the candidate) and admins; pending and rejected companies are refused as for the pool.
 */
const watchers: Matrix = { ...candidatePool, candidate: OK };
/** The same rule where the allowed are told the file does not exist (nothing was recorded). */
const watchersFindNothing = (message: string): Matrix =>
  Object.fromEntries(
    Object.entries(watchers).map(([actor, outcome]) => [
      actor,
      outcome === OK ? { status: 404, error: ErrorCode.notFound, message } : outcome,
    ]),
  ) as Matrix;
/** Retrying an evaluation (decision 0050): the owning company or an admin, and only a failed one. */
const RETRY_NOT_ALLOWED: Outcome = { status: 403, error: ErrorCode.forbidden, message: retryMessages.notAllowed };
const NOT_FAILED: Outcome = { status: 409, error: ErrorCode.conflict, message: evaluationMessages.notFailed };
const RECORDING_CHUNK = Buffer.from("a recorder chunk");
const CORRECTION_REQUEST_MISSING: Outcome = {
  status: 404,
  error: ErrorCode.notFound,
  message: evaluationMessages.correctionRequestNotFound,
};
const REVIEW_REQUEST_MISSING: Outcome = {
  status: 404,
  error: ErrorCode.notFound,
  message: evaluationMessages.reviewRequestNotFound,
};
/** A position for the career endpoints (decision 0027). */
const JOB = { position: "Analyst", companyName: "Rows Ltd", startDate: "2019-01-01", endDate: null, description: "" };

const adminArea: Matrix = { ...everyone(ADMINS_ONLY), anonymous: SIGN_IN_FIRST, admin: OK, "dev admin": OK };

/**
 * The roles besides Owner, each a member of the "company verified" actor's company (its Owner):
 * every row is called again by each, and a role is refused exactly where the endpoint's
 * permission leaves it out (decision 0082).
 */
const MEMBER_ROLES = ["admin", "recruiter", "hiring_manager", "interviewer"] as const satisfies CompanyMemberRole[];

/** The permission a company endpoint asks of the caller's role; null for every other endpoint. */
function permissionOf(endpoint: string): CompanyPermission | null {
  const path = endpoint.split(" ")[1]!;
  const reads = endpoint.startsWith("GET ");
  // Assignments and what they open (decision 0084).
  if (path === "/api/companies/me/assignments") return "workspace";
  if (path === "/api/companies/me/postings/:id/assignments") return "postings";
  if (/^\/api\/companies\/me\/applications\/:id\/assignments/.test(path)) return reads ? "applicants" : "assign";
  if (reads && /^\/api\/companies\/me\/postings(\/:id)?$/.test(path)) return "readPostings";
  if (/^\/api\/companies\/me\/candidates\/:profileId\/notes$/.test(path)) return "applicants";
  if (
    /^\/api\/companies\/me\/fairness-report(\.csv)?$|^\/api\/(review-requests|transcript-correction-requests)/.test(
      path,
    )
  )
    return "reports";
  if (/^\/api\/companies\/me\/(members|dashboard|dashboard-visits|notifications)$/.test(path)) return "workspace";
  if (/^\/api\/companies\/me\/(members\/|member-invitations)/.test(path)) return "members";
  if (/^\/api\/companies\/me\/(settings|logo|blind-review|retention|scorecard-settings)$/.test(path)) return "settings";
  if (/\/decision(\/undo)?$|\/evaluation\/overrides$/.test(path)) return "decisions";
  if (
    /\/applicants$|^\/api\/companies\/me\/(applications\/:id(\/resume|\/scorecards(\/mine(\/submit|\/versions)?)?)?|fairness-report(\.csv)?)$/.test(
      path,
    )
  )
    return "applicants";
  // An interview's media, evaluation and the candidate's requests about it, as a company reviews them.
  if (/^\/api\/interviews\/:id\/(watch|recording|poster|resume|evaluation|captions\.vtt|evaluation\/retry)$/.test(path))
    return endpoint.startsWith("PUT ") ? null : "applicants";
  // A posting's AI–human agreement (decision 0086): what applicants' readers may read, in their scope.
  if (/^\/api\/companies\/me\/postings\/:id\/agreement$/.test(path)) return "applicants";
  if (/^\/api\/companies\/me\/(postings|interview-templates)/.test(path)) return "postings";
  if (/^\/api\/companies\/me\/candidates\/|^\/api\/candidates(\/:id(\/resume)?)?$/.test(path)) return "pool";
  return null;
}

/**
 * Voluntary self-identification (decision 0052): the candidate's own answers, seeded for the
 * matrix's candidates with values and field names found nowhere else, so every JSON answer of the
 * run can be scanned for them. Only the candidate's own endpoints and the report's counts may hold them.
 */
const OWN_SELF_IDENTIFICATION = { sex: "female", raceEthnicity: "native_hawaiian_or_pacific_islander" } as const;
const PUBLIC_SELF_IDENTIFICATION = { sex: "male", raceEthnicity: "american_indian_or_alaska_native" } as const;
const SELF_IDENTIFICATION_MARKS = [
  OWN_SELF_IDENTIFICATION.raceEthnicity,
  PUBLIC_SELF_IDENTIFICATION.raceEthnicity,
  "raceEthnicity",
  "race_ethnicity",
  "selfIdentif",
  "self_identif",
  "self-identif",
];
/** Where those may appear: the candidate's own answers, and the report's aggregate tables. */
const SELF_IDENTIFICATION_READERS =
  /\/api\/candidates\/me\/self-identification|\/api\/(companies\/me|admin)\/fairness-report|\/agreement(\?|$)/;
const ownSelfIdentification: Matrix = {
  ...everyone(CANDIDATES_ONLY),
  anonymous: SIGN_IN_FIRST,
  candidate: OK,
  "candidate, e-mail unverified": VERIFY_EMAIL_FIRST,
  "company, e-mail unverified": VERIFY_EMAIL_FIRST,
};

/** Resending the verification link: anyone for an address; a signed-in user only while unverified. */
const resendVerification: Matrix = {
  ...everyone(ALREADY_VERIFIED),
  anonymous: OK,
  "candidate, e-mail unverified": OK,
  "company, e-mail unverified": OK,
};

interface Request {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  /** Overrides the actor's session cookie (a throwaway session, for sign-out). */
  cookie?: string | undefined;
}

interface MatrixRow {
  endpoint: string;
  note?: string;
  request(actor: ActorName): Request | Promise<Request>;
  expected: Matrix;
  /** Checks after every actor has called (for endpoints that change something). */
  after?(): Promise<void>;
}

const knownErrorCodes = new Set<string>(Object.values(ErrorCode));

function outcomeOf(response: LightMyRequestResponse): Outcome {
  if (response.statusCode < 400) return { status: response.statusCode };
  const body = response.json<{ error: string; message: string }>();
  // Every code a client can see is in the shared list it matches against.
  expect(knownErrorCodes.has(body.error), `error code ${body.error}`).toBe(true);
  return { status: response.statusCode, error: body.error, message: body.message };
}

/** "METHOD /path" of every contract the modules export. */
function endpointsOf(modules: Record<string, unknown>[]): string[] {
  const endpoints = modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is { method: string; path: string } => {
      const candidate = value as { method?: unknown; path?: unknown } | null;
      return typeof candidate?.method === "string" && typeof candidate.path === "string";
    })
    .map((contract) => `${contract.method} ${contract.path}`);
  return [...new Set(endpoints)];
}

/** The session tokens in cookie or set-cookie headers (the part of the signed value before its signature). */
function sessionTokensIn(cookies: string | string[] | undefined): string[] {
  const text = ([] as string[]).concat(cookies ?? []).join("; ");
  return [...text.matchAll(/session_token=([^;,\s]+)/g)]
    .map((match) => decodeURIComponent(match[1]!).split(".")[0]!)
    .filter((token) => token.length > 0);
}

/** A better-auth endpoint the product does not use: no route, for anyone (decision 0004). */
const noRoute = (method: string, url: string): Matrix =>
  everyone({ status: 404, error: ErrorCode.notFound, message: `No route for ${method} ${url}` });

/** Each actor's own lead, so no row overwrites another's. */
const leadEmail = (actor: ActorName, form: string) =>
  `${form}-${actor.replace(/\W+/g, "-")}-${randomUUID().slice(0, 6)}@example.com`;

describe.each(testDrivers())("access on %s", (driver) => {
  let t: TestApp;
  const actors = {} as Record<ActorName, { email: string; userId: string; cookie: string | undefined }>;
  let approveTarget: Awaited<ReturnType<typeof createCompany>>;
  let rejectTarget: Awaited<ReturnType<typeof createCompany>>;
  let signInTarget: Awaited<ReturnType<typeof createCandidate>>;
  let publicCandidate: Awaited<ReturnType<typeof createCandidate>>;

  let resumeLeadId: string;
  const roleCookies = {} as Record<(typeof MEMBER_ROLES)[number], string>;
  const companyInputs = {} as Partial<Record<ActorName, CompanySettingsInput>>;

  /**
   * Every session token a test user held in this run (from the cookies sent and set), and every
   * JSON answer: no answer may hold a token (decision 0004), checked per row and for the run.
   */
  const heldTokens = new Set<string>();
  const jsonAnswers: { request: string; body: string }[] = [];

  const inject = async (request: Request & { cookie?: string | undefined }) => {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload ? { payload: request.payload as Record<string, unknown> } : {}),
      headers: { ...request.headers, ...(request.cookie ? { cookie: request.cookie } : {}) },
      remoteAddress: uniqueIp(),
    });
    for (const token of [...sessionTokensIn(request.cookie), ...sessionTokensIn(response.headers["set-cookie"])]) {
      heldTokens.add(token);
    }
    if (String(response.headers["content-type"] ?? "").includes("json")) {
      jsonAnswers.push({ request: `${request.method} ${request.url}`, body: response.body });
    }
    return response;
  };

  /** The requests whose answer holds a session token of any test user, signed in now or earlier. */
  async function answersHoldingAToken(answers: { request: string; body: string }[]): Promise<string[]> {
    const stored = await t.database.db.select({ token: session.token }).from(session);
    const tokens = new Set([...heldTokens, ...stored.map((row) => row.token)]);
    return answers.filter((answer) => [...tokens].some((token) => answer.body.includes(token))).map((a) => a.request);
  }

  /**
   * The actor's company profile with its identity fields (name, website, contact e-mail) as
   * registered, so saving it never sends a verified company back to review.
   */
  const settingsFor = (actor: ActorName): CompanySettingsInput =>
    companyInputs[actor] ?? {
      companyName: "Nobody's Company",
      website: "https://nobody.example",
      industry: "AI / Machine Learning",
      contactEmail: "ops@nobody.example",
      location: "Remote",
    };

  /** A new session for the actor, so signing it out leaves the shared one alone. */
  async function freshSession(actor: ActorName): Promise<string | undefined> {
    if (actor === "anonymous") return undefined;
    if (actor === "dev admin") return signInDevAdmin(t.app);
    return signIn(t.app, actors[actor].email, STRONG_PASSWORD, uniqueIp());
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const companyActor = async (name: ActorName, options: Parameters<typeof createCompany>[2]) => {
      const company = await createCompany(db, {}, options);
      const { companyName, website, industry, contactEmail } = company.input;
      companyInputs[name] = {
        companyName,
        website,
        industry,
        contactEmail,
        location: "Lisbon, PT",
        description: "Saved through the access matrix.",
      };
      return company;
    };
    const verifiedCompany = await companyActor("company verified", { emailVerified: true, status: "verified" });
    const accounts: Record<Exclude<ActorName, "anonymous" | "dev admin">, { email: string; userId: string }> = {
      candidate: await createCandidate(db, {}, { emailVerified: true }),
      "candidate, e-mail unverified": await createCandidate(db),
      "company, e-mail unverified": await companyActor("company, e-mail unverified", { status: "verified" }),
      "company pending": await companyActor("company pending", { emailVerified: true }),
      "company verified": verifiedCompany,
      "company rejected": await companyActor("company rejected", { emailVerified: true, status: "rejected" }),
      // As `npm run admin:create` makes one: an enterprise-type admin with no company.
      admin: await (async () => {
        const email = `admin-${randomUUID().slice(0, 8)}@onetake.test`;
        const hash = await hashNewPassword(STRONG_PASSWORD);
        const userId = await db.transaction((tx) =>
          createCredentialUser(
            tx,
            {
              email,
              password: STRONG_PASSWORD,
              firstName: "Ops",
              lastName: "Admin",
              userType: "enterprise",
              role: "admin",
              emailVerified: true,
            },
            hash,
            "email",
          ),
        );
        return { email, userId };
      })(),
    };
    actors.anonymous = { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, userId: "", cookie: undefined };
    for (const [name, account] of Object.entries(accounts)) {
      actors[name as ActorName] = {
        ...account,
        cookie: await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()),
      };
    }
    for (const role of MEMBER_ROLES) {
      const member = await createCompanyMember(db, verifiedCompany, role);
      roleCookies[role] = await signIn(t.app, member.email, STRONG_PASSWORD, uniqueIp());
    }
    const devCookie = await signInDevAdmin(t.app);
    const [dev] = await db.select().from(user).where(eq(user.email, DEV_ADMIN_EMAIL));
    actors["dev admin"] = { email: DEV_ADMIN_EMAIL, userId: dev!.id, cookie: devCookie };
    for (const actor of Object.values(actors)) for (const token of sessionTokensIn(actor.cookie)) heldTokens.add(token);

    approveTarget = await createCompany(db, {}, { emailVerified: true });
    rejectTarget = await createCompany(db, {}, { emailVerified: true });
    signInTarget = await createCandidate(db, {}, { emailVerified: true });
    publicCandidate = await createCandidate(db, {}, { emailVerified: true });
    await db.update(profiles).set({ publicProfileEnabled: true }).where(eq(profiles.id, publicCandidate.userId));
    // The pool shows a candidate with a resume or a completed interview (decision 0028).
    const [ownCandidate] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.profileId, actors.candidate.userId));
    await attachCandidateResume(db, ownCandidate!.id);
    const [publicCandidateRow] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.profileId, publicCandidate.userId));
    await db.insert(candidateSelfIdentifications).values([
      { candidateId: ownCandidate!.id, ...OWN_SELF_IDENTIFICATION },
      { candidateId: publicCandidateRow!.id, ...PUBLIC_SELF_IDENTIFICATION },
    ]);

    const resumeEmail = leadEmail("anonymous", "resume-target");
    const upload = await inject({ method: "POST", url: "/api/leads/resumes", ...resumeUpload(resumeEmail) });
    expect(upload.statusCode).toBe(200);
    const [lead] = await db.select().from(resumeOnlyCandidates).where(eq(resumeOnlyCandidates.email, resumeEmail));
    resumeLeadId = lead!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  let recordingSession: Promise<{ sessionId: string; interviewId: string }> | undefined;
  /** The verified candidate's network interview attempt, opened once, its lease held with RECORDING_LEASE_TOKEN. */
  function ownRecordingSession(): Promise<{ sessionId: string; interviewId: string }> {
    recordingSession ??= (async () => {
      const cookie = actors.candidate.cookie;
      const attempt = await inject({ method: "POST", url: "/api/interviews/network/attempts", payload: {}, cookie });
      const { sessionId, interviewId } = attempt.json<{ sessionId: string; interviewId: string }>();
      const consent = await inject({
        method: "PUT",
        url: `/api/interviews/${interviewId}/consent`,
        payload: { consent: true, extraTimeSeconds: 0 },
        cookie,
      });
      expect(consent.statusCode).toBe(200);
      const lease = await inject({
        method: "POST",
        url: `/api/recording-sessions/${sessionId}/lease`,
        payload: { token: RECORDING_LEASE_TOKEN },
        cookie,
      });
      expect(lease.statusCode).toBe(200);
      return { sessionId, interviewId };
    })();
    return recordingSession;
  }

  let jobInterview: Promise<string> | undefined;
  /** A completed interview for a job the verified candidate applied to, written straight to the database. */
  function completedJobInterview(): Promise<string> {
    jobInterview ??= (async () => {
      const { db } = t.database;
      const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
      const [posting] = await db
        .insert(jobPostings)
        .values({
          enterpriseId: company.enterpriseId,
          title: "Matrix Engineer",
          description: "Rows.",
          location: "Remote",
        })
        .returning({ id: jobPostings.id });
      const [candidate] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.profileId, actors.candidate.userId));
      const [application] = await db
        .insert(applications)
        .values({ candidateId: candidate!.id, jobPostingId: posting!.id })
        .returning({ id: applications.id });
      const [interview] = await db
        .insert(interviews)
        .values({ applicationId: application!.id, completed: true, completedAt: new Date() })
        .returning({ id: interviews.id });
      return interview!.id;
    })();
    return jobInterview;
  }

  const boardPostings = new Map<string, Promise<string>>();
  /** A posting of a new verified company, on the job board unless `values` say otherwise. */
  function boardPosting(name: string, values: Partial<typeof jobPostings.$inferInsert> = {}): Promise<string> {
    if (!boardPostings.has(name)) {
      boardPostings.set(
        name,
        (async () => {
          const { db } = t.database;
          const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
          const [posting] = await db
            .insert(jobPostings)
            .values({
              enterpriseId: company.enterpriseId,
              title: name,
              description: "Rows.",
              location: "Remote",
              ...values,
            })
            .returning({ id: jobPostings.id });
          return posting!.id;
        })(),
      );
    }
    return boardPostings.get(name)!;
  }

  let evaluatedNetwork: Promise<string> | undefined;
  /** Another network interview of the verified candidate, finished and evaluated (seeded straight into the tables). */
  function evaluatedNetworkInterview(): Promise<string> {
    evaluatedNetwork ??= (async () => {
      const { db } = t.database;
      const [candidate] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.profileId, actors.candidate.userId));
      const interviewId = await insertCompletedInterview(db, await networkApplication(db, candidate!.id));
      await seedEvaluation(db, interviewId);
      return interviewId;
    })();
    return evaluatedNetwork;
  }

  let evaluatedPosting: Promise<string> | undefined;
  /** The verified candidate's evaluated interview for a posting of the verified company. */
  function evaluatedPostingInterview(): Promise<string> {
    evaluatedPosting ??= (async () => {
      const { db } = t.database;
      const [company] = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.profileId, actors["company verified"].userId));
      const [posting] = await db
        .insert(jobPostings)
        .values({ enterpriseId: company!.id, title: "Matrix Reviewer", description: "Rows.", location: "Remote" })
        .returning({ id: jobPostings.id });
      const [candidate] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.profileId, actors.candidate.userId));
      const [application] = await db
        .insert(applications)
        .values({ candidateId: candidate!.id, jobPostingId: posting!.id })
        .returning({ id: applications.id });
      const interviewId = await insertCompletedInterview(db, application!.id);
      await seedEvaluation(db, interviewId);
      return interviewId;
    })();
    return evaluatedPosting;
  }

  /** A template of the actor's own company, written straight to the database (none: an unknown id). */
  async function ownTemplateId(actor: ActorName): Promise<string> {
    const { db } = t.database;
    const userId = actors[actor].userId;
    if (!userId) return UNKNOWN_ID;
    const [company] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.profileId, userId));
    if (!company) return UNKNOWN_ID;
    const [row] = await db
      .insert(interviewTemplates)
      .values({ enterpriseId: company.id, name: "Matrix template" })
      .returning({ id: interviewTemplates.id });
    return row!.id;
  }

  /** A position in the matrix candidate's work experience, written straight to the database. */
  async function ownExperienceId(): Promise<string> {
    const { db } = t.database;
    const [candidate] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.profileId, actors.candidate.userId));
    const [row] = await db
      .insert(workExperience)
      .values({ candidateId: candidate!.id, position: "Analyst", companyName: "Rows Ltd", startDate: "2019-01-01" })
      .returning({ id: workExperience.id });
    return row!.id;
  }

  async function ownExperienceIds(): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: workExperience.id })
      .from(workExperience)
      .innerJoin(candidates, eq(candidates.id, workExperience.candidateId))
      .where(eq(candidates.profileId, actors.candidate.userId));
    return rows.map((row) => row.id);
  }

  let shareToken: Promise<string> | undefined;
  /** A share link the candidate made once for that interview, after it was finished. */
  function liveShareToken(): Promise<string> {
    shareToken ??= (async () => {
      const { interviewId } = await ownRecordingSession();
      const created = await inject({
        method: "POST",
        url: `/api/interviews/${interviewId}/share-link`,
        payload: {},
        cookie: actors.candidate.cookie,
      });
      expect(created.statusCode).toBe(201);
      return created.json<{ token: string }>().token;
    })();
    return shareToken;
  }

  function avatarUpload(): Pick<Request, "payload" | "headers"> {
    return multipartBody({}, { field: "avatar", filename: "me.png", contentType: "image/png", data: tinyPng() });
  }

  let avatarUrl: Promise<string> | undefined;
  /** The candidate's own picture, uploaded once. */
  function ownAvatarUrl(): Promise<string> {
    avatarUrl ??= (async () => {
      const response = await inject({
        method: "PUT",
        url: "/api/candidates/me/avatar",
        ...avatarUpload(),
        cookie: actors.candidate.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ profile: { avatar: { small: string } } }>().profile.avatar.small;
    })();
    return avatarUrl;
  }

  function logoUpload(): Pick<Request, "payload" | "headers"> {
    return multipartBody({}, { field: "logo", filename: "logo.png", contentType: "image/png", data: tinyPng() });
  }

  let logoUrl: Promise<string> | undefined;
  /** The pending company's logo, uploaded once. */
  function pendingCompanyLogoUrl(): Promise<string> {
    logoUrl ??= (async () => {
      const response = await inject({
        method: "PUT",
        url: "/api/companies/me/logo",
        ...logoUpload(),
        cookie: actors["company pending"].cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ logoUrl: string }>().logoUrl;
    })();
    return logoUrl;
  }

  function resumeUpload(email: string): Pick<Request, "payload" | "headers"> {
    return multipartBody(
      { name: "Ada Lovelace", email, roleInterest: "Data Science" },
      { filename: "cv.pdf", contentType: "application/pdf", data: tinyPdf("Ada Lovelace") },
    );
  }

  async function auditEntriesFor(targetId: string) {
    return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  }

  const rows: MatrixRow[] = [
    {
      endpoint: "GET /api/health",
      request: () => ({ method: "GET", url: "/api/health" }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/client-events/not-found",
      request: () => ({ method: "POST", url: "/api/client-events/not-found", payload: { path: "/no-such-page" } }),
      expected: everyone(ACCEPTED),
    },
    {
      endpoint: "GET /api/client-config",
      request: () => ({ method: "GET", url: "/api/client-config" }),
      expected: everyone(OK),
    },
    { endpoint: "GET /api/me", request: () => ({ method: "GET", url: "/api/me" }), expected: signedIn },
    {
      endpoint: "POST /api/accounts/candidates",
      request: () => ({ method: "POST", url: "/api/accounts/candidates", payload: candidateInput() }),
      expected: everyone(CREATED),
    },
    {
      endpoint: "POST /api/accounts/companies",
      request: () => ({ method: "POST", url: "/api/accounts/companies", payload: companyInput() }),
      expected: everyone(CREATED),
    },
    {
      endpoint: "POST /api/auth/sign-in/email",
      request: () => ({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: signInTarget.email, password: STRONG_PASSWORD },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/auth/sign-out",
      note: "a throwaway session per actor",
      request: async (actor) => ({
        method: "POST",
        url: "/api/auth/sign-out",
        payload: {},
        cookie: await freshSession(actor),
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/auth/send-verification-email",
      note: "for the caller's own address",
      request: (actor) => ({
        method: "POST",
        url: "/api/auth/send-verification-email",
        payload: { email: actors[actor].email, callbackURL: "/dashboard" },
      }),
      expected: resendVerification,
    },
    {
      endpoint: "POST /api/auth/request-password-reset",
      note: "for the caller's own address",
      request: (actor) => ({
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email: actors[actor].email, redirectTo: "/reset-password" },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/auth/reset-password",
      note: "with a made-up token",
      request: () => ({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: "not-a-real-token", newPassword: STRONG_PASSWORD },
      }),
      expected: everyone(INVALID_TOKEN),
    },
    {
      endpoint: "GET /api/auth/verify-email",
      note: "the e-mail's link, with a made-up token",
      request: () => ({ method: "GET", url: "/api/auth/verify-email?token=made-up&callbackURL=%2Fdashboard" }),
      expected: everyone({ status: 302 }),
    },
    {
      endpoint: "GET /api/auth/reset-password/:token",
      note: "the e-mail's link, with a made-up token",
      request: () => ({ method: "GET", url: "/api/auth/reset-password/made-up?callbackURL=%2Freset-password" }),
      expected: everyone({ status: 302 }),
    },
    ...(
      [
        ["GET", "/api/auth/get-session"],
        ["GET", "/api/auth/list-sessions"],
        ["POST", "/api/auth/update-user"],
        ["POST", "/api/auth/revoke-sessions"],
        ["POST", "/api/auth/change-password"],
        ["GET", "/api/auth/admin/list-users"],
        ["POST", "/api/auth/admin/ban-user"],
      ] as const
    ).map(([method, url]): MatrixRow => ({
      endpoint: `${method} ${url}`,
      note: "not used by the product",
      request: () => ({
        method,
        url,
        ...(method === "POST" ? { payload: { name: "x".repeat(5000), image: "javascript:alert(1)" } } : {}),
      }),
      expected: noRoute(method, url),
    })),
    {
      endpoint: "GET /api/postings",
      note: "the job board, for candidates",
      request: () => ({ method: "GET", url: "/api/postings" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/postings/:id",
      note: "an id no posting has",
      request: () => ({ method: "GET", url: `/api/postings/${UNKNOWN_ID}` }),
      expected: { ...ownRecording, candidate: { status: 404, error: ErrorCode.notFound, message: POSTING_NOT_FOUND } },
    },
    {
      endpoint: "GET /api/postings/:id/ai-notice",
      note: "a posting on the job board: published to anyone (decision 0052)",
      request: async () => ({ method: "GET", url: `/api/postings/${await boardPosting("Matrix Notice")}/ai-notice` }),
      expected: everyone(OK),
    },
    {
      endpoint: "GET /api/postings/:id/ai-notice",
      note: "an internal posting: not on the job board, so not found for anyone",
      request: async () => ({
        method: "GET",
        url: `/api/postings/${await boardPosting("Matrix Internal", { visibility: "internal" })}/ai-notice`,
      }),
      expected: everyone(POSTING_MISSING),
    },
    {
      endpoint: "POST /api/postings/:id/applications",
      note: "an id no posting has",
      request: () => ({ method: "POST", url: `/api/postings/${UNKNOWN_ID}/applications`, payload: {} }),
      expected: { ...ownRecording, candidate: { status: 404, error: ErrorCode.notFound, message: POSTING_NOT_FOUND } },
    },
    {
      endpoint: "GET /api/candidates/me/applications",
      request: () => ({ method: "GET", url: "/api/candidates/me/applications" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/applications/:id",
      note: "an id that is not the caller's",
      request: () => ({ method: "GET", url: `/api/candidates/me/applications/${UNKNOWN_ID}` }),
      expected: {
        ...ownRecording,
        candidate: { status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND },
      },
    },
    {
      endpoint: "GET /api/companies/me/postings",
      request: () => ({ method: "GET", url: "/api/companies/me/postings?tab=all" }),
      expected: verifiedCompanyOnly(OK),
    },
    {
      endpoint: "GET /api/companies/me/postings/:id",
      note: "an id that is not the caller's",
      request: () => ({ method: "GET", url: `/api/companies/me/postings/${UNKNOWN_ID}` }),
      expected: verifiedCompanyOnly(POSTING_MISSING),
    },
    {
      endpoint: "POST /api/companies/me/postings",
      request: () => ({ method: "POST", url: "/api/companies/me/postings", payload: postingInput() }),
      expected: verifiedCompanyOnly(CREATED),
    },
    {
      endpoint: "PUT /api/companies/me/postings/:id",
      note: "an id that is not the caller's",
      request: () => ({ method: "PUT", url: `/api/companies/me/postings/${UNKNOWN_ID}`, payload: postingInput() }),
      expected: verifiedCompanyOnly(POSTING_MISSING),
    },
    {
      endpoint: "POST /api/companies/me/postings/:id/status",
      note: "an id that is not the caller's",
      request: () => ({
        method: "POST",
        url: `/api/companies/me/postings/${UNKNOWN_ID}/status`,
        payload: { action: "pause" },
      }),
      expected: verifiedCompanyOnly(POSTING_MISSING),
    },
    {
      endpoint: "POST /api/dev/admin-sign-in",
      note: "enabled in this app",
      request: () => ({ method: "POST", url: "/api/dev/admin-sign-in", payload: {} }),
      expected: everyone(OK),
    },
    {
      endpoint: "GET /api/candidates",
      request: () => ({ method: "GET", url: "/api/candidates" }),
      expected: candidatePool,
    },
    {
      endpoint: "GET /api/candidates",
      note: "ranked for a posting no one has: those who pass the pool's guards are told so",
      request: () => ({ method: "GET", url: `/api/candidates?rankFor=${UNKNOWN_ID}` }),
      expected: {
        ...candidatePool,
        "company verified": RANK_FOR_NOT_FOUND,
        admin: RANK_FOR_NOT_FOUND,
        "dev admin": RANK_FOR_NOT_FOUND,
      },
    },
    {
      endpoint: "GET /api/candidates",
      note: "a search, which also reads the transcripts of interviews the caller may watch",
      request: () => ({ method: "GET", url: "/api/candidates?search=pipeline" }),
      expected: candidatePool,
    },
    {
      endpoint: "GET /api/public/candidates/:id",
      note: "a public profile",
      request: () => ({ method: "GET", url: `/api/public/candidates/${publicCandidate.userId}` }),
      expected: everyone(OK),
    },
    {
      endpoint: "GET /api/public/candidates/:id",
      note: "a private profile, its owner included",
      request: () => ({ method: "GET", url: `/api/public/candidates/${actors.candidate.userId}` }),
      expected: everyone(PROFILE_MISSING),
    },
    {
      endpoint: "GET /api/public/candidates/:id/resume",
      note: "a public profile with no resume",
      request: () => ({ method: "GET", url: `/api/public/candidates/${publicCandidate.userId}/resume` }),
      expected: everyone(NO_RESUME),
    },
    {
      endpoint: "GET /api/public/candidates/:id/resume",
      note: "a private profile: only its owner (whose resume blob the fixture left out) gets past it",
      request: () => ({ method: "GET", url: `/api/public/candidates/${actors.candidate.userId}/resume` }),
      expected: { ...everyone(PROFILE_MISSING), candidate: NO_RESUME },
    },
    {
      endpoint: "GET /api/candidates/me/visibility",
      request: () => ({ method: "GET", url: "/api/candidates/me/visibility" }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/visibility",
      note: "the defaults, so the rows above keep their private, visible candidate",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/visibility",
        payload: { publicProfileEnabled: false, employerVisibility: "all", visibleIndustries: [] },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/applications/latest",
      request: () => ({ method: "GET", url: "/api/candidates/me/applications/latest" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/recommended-postings",
      request: () => ({ method: "GET", url: "/api/candidates/me/recommended-postings" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/completeness",
      request: () => ({ method: "GET", url: "/api/candidates/me/completeness" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/latest-feedback",
      request: () => ({ method: "GET", url: "/api/candidates/me/latest-feedback" }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/candidates/me/dashboard-visits",
      note: "the candidate's own first visit, recorded once (decision 0073)",
      request: () => ({ method: "POST", url: "/api/candidates/me/dashboard-visits", payload: {} }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/admin/companies",
      request: () => ({ method: "GET", url: "/api/admin/companies" }),
      expected: adminArea,
    },
    {
      endpoint: "POST /api/admin/companies/:id/approve",
      request: () => ({
        method: "POST",
        url: `/api/admin/companies/${approveTarget.enterpriseId}/approve`,
        payload: {},
      }),
      expected: adminArea,
      after: async () => {
        const [company] = await t.database.db
          .select()
          .from(enterprises)
          .where(eq(enterprises.id, approveTarget.enterpriseId));
        expect(company?.verificationStatus).toBe("verified");
        // Both admins approved; the second approval found the decision made: a no-op (decision 0047).
        const entries = await auditEntriesFor(approveTarget.enterpriseId);
        expect(entries).toHaveLength(1);
        expect([actors.admin.userId, actors["dev admin"].userId]).toContain(entries[0]!.actorId);
      },
    },
    {
      endpoint: "POST /api/admin/companies/:id/reject",
      request: () => ({
        method: "POST",
        url: `/api/admin/companies/${rejectTarget.enterpriseId}/reject`,
        payload: { reason: "The website could not be reached." },
      }),
      expected: adminArea,
      after: async () => {
        const [company] = await t.database.db
          .select()
          .from(enterprises)
          .where(eq(enterprises.id, rejectTarget.enterpriseId));
        expect(company?.verificationStatus).toBe("rejected");
        // The same reason twice is one decision (decision 0047).
        expect(await auditEntriesFor(rejectTarget.enterpriseId)).toHaveLength(1);
      },
    },
    {
      endpoint: "GET /api/admin/audit-log",
      request: () => ({ method: "GET", url: "/api/admin/audit-log" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/companies/me/settings",
      request: () => ({ method: "GET", url: "/api/companies/me/settings" }),
      expected: ownCompany,
    },
    {
      endpoint: "PUT /api/companies/me/settings",
      note: "the caller's own company, identity unchanged",
      request: (actor) => ({ method: "PUT", url: "/api/companies/me/settings", payload: settingsFor(actor) }),
      expected: ownCompany,
      after: async () => {
        const saved = await t.database.db
          .select()
          .from(enterprises)
          .where(eq(enterprises.description, "Saved through the access matrix."));
        expect(saved.map((company) => company.profileId).sort()).toEqual(
          [
            actors["company pending"].userId,
            actors["company verified"].userId,
            actors["company rejected"].userId,
          ].sort(),
        );
      },
    },
    {
      endpoint: "GET /api/companies/me/notifications",
      request: () => ({ method: "GET", url: "/api/companies/me/notifications" }),
      expected: ownCompany,
    },
    {
      endpoint: "PUT /api/companies/me/notifications",
      request: () => ({
        method: "PUT",
        url: "/api/companies/me/notifications",
        payload: { newApplicants: false, messages: true, jobUpdates: true, marketingEmails: true },
      }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/me/retention",
      request: () => ({ method: "GET", url: "/api/companies/me/retention" }),
      expected: ownCompany,
    },
    {
      endpoint: "PUT /api/companies/me/retention",
      note: "the caller's own company once verified (decision 0072): a pending or rejected one reads it only",
      request: () => ({ method: "PUT", url: "/api/companies/me/retention", payload: { retentionDays: 400 } }),
      expected: verifiedCompanyOnly(OK),
      after: async () => {
        const saved = await t.database.db.select().from(enterprises).where(eq(enterprises.retentionDays, 400));
        expect(saved.map((company) => company.profileId)).toEqual([actors["company verified"].userId]);
      },
    },
    {
      endpoint: "GET /api/companies/me/interview-templates",
      request: () => ({ method: "GET", url: "/api/companies/me/interview-templates" }),
      expected: ownCompany,
    },
    {
      endpoint: "POST /api/companies/me/interview-templates",
      note: "a pending company may prepare templates (decision 0033)",
      request: () => ({ method: "POST", url: "/api/companies/me/interview-templates" }),
      expected: { ...ownCompany, "company pending": CREATED, "company verified": CREATED, "company rejected": CREATED },
    },
    {
      endpoint: "PUT /api/companies/me/interview-templates/:id",
      note: "the caller's own template",
      request: async (actor) => ({
        method: "PUT",
        url: `/api/companies/me/interview-templates/${await ownTemplateId(actor)}`,
        payload: {
          name: "Matrix interview",
          isActive: true,
          questions: [{ text: "Why rows?", type: "open-ended", timeLimitSeconds: 60 }],
        },
      }),
      expected: ownCompany,
    },
    {
      endpoint: "DELETE /api/companies/me/interview-templates/:id",
      note: "the caller's own template",
      request: async (actor) => ({
        method: "DELETE",
        url: `/api/companies/me/interview-templates/${await ownTemplateId(actor)}`,
      }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/me/dashboard",
      note: "the company's own figures, in any verification state",
      request: () => ({ method: "GET", url: "/api/companies/me/dashboard" }),
      expected: ownCompany,
    },
    {
      endpoint: "POST /api/companies/me/dashboard-visits",
      note: "the company's own first visit, recorded once, in any verification state (decision 0073)",
      request: () => ({ method: "POST", url: "/api/companies/me/dashboard-visits", payload: {} }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/me/members",
      note: "the company workspace's own members and roles, in any verification state (decision 0079)",
      request: () => ({ method: "GET", url: "/api/companies/me/members" }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/me/member-invitations",
      note: "the caller's own company's open invitations, in any verification state (decision 0083)",
      request: () => ({ method: "GET", url: "/api/companies/me/member-invitations" }),
      expected: ownCompany,
    },
    {
      endpoint: "POST /api/companies/me/member-invitations",
      note: "an address on the verified company's own domain (decision 0083)",
      request: (actor) => ({
        method: "POST",
        url: "/api/companies/me/member-invitations",
        payload: {
          email: `invitee-${randomUUID().slice(0, 8)}@${(companyInputs[actor]?.contactEmail ?? "x@example.com").split("@")[1]}`,
          role: "recruiter",
        },
      }),
      expected: verifiedCompanyOnly(CREATED),
    },
    {
      endpoint: "POST /api/companies/me/member-invitations/:id/resend",
      note: "an open invitation of the verified company's own; an unknown one is a 404 (decision 0083)",
      request: () => ({ method: "POST", url: `/api/companies/me/member-invitations/${UNKNOWN_ID}/resend` }),
      expected: verifiedCompanyOnly(INVITATION_MISSING),
    },
    {
      endpoint: "DELETE /api/companies/me/member-invitations/:id",
      note: "an open invitation of the caller's own company; an unknown one is a 404 (decision 0083)",
      request: () => ({ method: "DELETE", url: `/api/companies/me/member-invitations/${UNKNOWN_ID}` }),
      expected: { ...ownCompany, ...companiesGet(INVITATION_MISSING) },
    },
    {
      endpoint: "GET /api/member-invitations/:token",
      note: "anyone holding the link; an unknown link is a 404 (decision 0083)",
      request: () => ({ method: "GET", url: `/api/member-invitations/${UNKNOWN_INVITATION_TOKEN}` }),
      expected: everyone(INVITATION_MISSING),
    },
    {
      endpoint: "POST /api/member-invitations/:token/accept",
      note: "anyone holding the link; an unknown link is a 404 (decision 0083)",
      request: () => ({
        method: "POST",
        url: `/api/member-invitations/${UNKNOWN_INVITATION_TOKEN}/accept`,
        payload: {},
      }),
      expected: everyone(INVITATION_MISSING),
    },
    {
      endpoint: "PUT /api/companies/me/members/:id/role",
      note: "a member of the caller's own company; an unknown one is a 404 (decision 0082)",
      request: () => ({
        method: "PUT",
        url: `/api/companies/me/members/${UNKNOWN_ID}/role`,
        payload: { role: "admin" },
      }),
      expected: { ...ownCompany, ...companiesGet(MEMBER_MISSING) },
    },
    {
      endpoint: "DELETE /api/companies/me/members/:id",
      note: "a member of the caller's own company; an unknown one is a 404 (decision 0082)",
      request: () => ({ method: "DELETE", url: `/api/companies/me/members/${UNKNOWN_ID}` }),
      expected: { ...ownCompany, ...companiesGet(MEMBER_MISSING) },
    },
    {
      endpoint: "GET /api/companies/me/assignments",
      note: "what is assigned to the caller, in any verification state (decision 0084)",
      request: () => ({ method: "GET", url: "/api/companies/me/assignments" }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/me/postings/:id/assignments",
      note: "a posting that is not the caller's (decision 0084)",
      request: () => ({ method: "GET", url: `/api/companies/me/postings/${UNKNOWN_ID}/assignments` }),
      expected: verifiedCompanyOnly(POSTING_MISSING),
    },
    {
      endpoint: "PUT /api/companies/me/postings/:id/assignments",
      note: "a posting that is not the caller's (decision 0084)",
      request: () => ({
        method: "PUT",
        url: `/api/companies/me/postings/${UNKNOWN_ID}/assignments`,
        payload: { memberIds: [] },
      }),
      expected: verifiedCompanyOnly(POSTING_MISSING),
    },
    {
      endpoint: "GET /api/companies/me/applications/:id/assignments",
      note: "an application that is not to the caller's postings (decision 0084)",
      request: () => ({ method: "GET", url: `/api/companies/me/applications/${UNKNOWN_ID}/assignments` }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "POST /api/companies/me/applications/:id/assignments",
      note: "an application that is not to the caller's postings (decision 0084)",
      request: () => ({
        method: "POST",
        url: `/api/companies/me/applications/${UNKNOWN_ID}/assignments`,
        payload: { memberId: UNKNOWN_ID },
      }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "DELETE /api/companies/me/applications/:id/assignments/:memberId",
      note: "an application that is not to the caller's postings (decision 0084)",
      request: () => ({
        method: "DELETE",
        url: `/api/companies/me/applications/${UNKNOWN_ID}/assignments/${UNKNOWN_ID}`,
      }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "PUT /api/companies/me/logo",
      note: "a PNG for the caller's own company",
      request: () => ({ method: "PUT", url: "/api/companies/me/logo", ...logoUpload() }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/:companyId/logo",
      note: "a pending company's logo: the company itself and admins (a verified company's is public)",
      request: async () => ({ method: "GET", url: await pendingCompanyLogoUrl() }),
      expected: {
        ...everyone({ status: 404, error: ErrorCode.notFound, message: logoMessages.notFound }),
        "company pending": OK,
        admin: OK,
        "dev admin": OK,
      },
    },
    {
      endpoint: "DELETE /api/companies/me/logo",
      request: () => ({ method: "DELETE", url: "/api/companies/me/logo" }),
      expected: ownCompany,
    },
    {
      endpoint: "POST /api/leads/waitlist",
      request: (actor) => ({
        method: "POST",
        url: "/api/leads/waitlist",
        payload: {
          businessName: "Acme AI",
          contactName: "Grace Hopper",
          email: leadEmail(actor, "waitlist"),
          joinWaitlist: true,
        },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/leads/early-access",
      request: (actor) => ({
        method: "POST",
        url: "/api/leads/early-access",
        payload: {
          businessName: "Acme AI",
          contactName: "Grace Hopper",
          email: leadEmail(actor, "early"),
          roles: "ML",
        },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/leads/consultations",
      request: (actor) => ({
        method: "POST",
        url: "/api/leads/consultations",
        payload: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: leadEmail(actor, "consultation"),
          company: "Analytical Engines",
          jobTitle: "Head of Talent",
          phone: "+44 20 7946 0958",
          message: "We are hiring three ML engineers.",
        },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/leads/contact-messages",
      request: (actor) => ({
        method: "POST",
        url: "/api/leads/contact-messages",
        payload: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: leadEmail(actor, "contact"),
          subject: "Partnership",
          message: "Hello, I would like to talk about hiring.",
        },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/leads/newsletter",
      request: (actor) => ({
        method: "POST",
        url: "/api/leads/newsletter",
        payload: { email: leadEmail(actor, "news") },
      }),
      expected: everyone(OK),
    },
    {
      endpoint: "POST /api/leads/resumes",
      request: (actor) => ({ method: "POST", url: "/api/leads/resumes", ...resumeUpload(leadEmail(actor, "resume")) }),
      expected: everyone(OK),
    },
    {
      endpoint: "GET /api/admin/leads/:kind",
      request: () => ({ method: "GET", url: "/api/admin/leads/waitlist" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/admin/leads/:kind/export.csv",
      request: () => ({ method: "GET", url: "/api/admin/leads/newsletter/export.csv" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/admin/leads/resumes/:id/file",
      request: () => ({ method: "GET", url: `/api/admin/leads/resumes/${resumeLeadId}/file` }),
      expected: adminArea,
    },
    {
      endpoint: "POST /api/interviews/network/attempts",
      note: "find or create: the same attempt every time",
      request: () => ({ method: "POST", url: "/api/interviews/network/attempts", payload: {} }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/recording-sessions/:id/lease",
      note: "the candidate's own session, renewed with its token",
      request: async () => ({
        method: "POST",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/lease`,
        payload: { token: RECORDING_LEASE_TOKEN },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/recording-sessions/:id/lease/release",
      note: "a token that does not hold the lease, so the session above keeps its own",
      request: async () => ({
        method: "POST",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/lease/release`,
        payload: { token: "x".repeat(32) },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/recording-sessions/:id",
      note: "the candidate's own session",
      request: async () => ({
        method: "GET",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}`,
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/recording-sessions/:id/segments/:segment/chunks/:seq",
      note: "the candidate's own session, with its lease",
      request: async () => ({
        method: "PUT",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/segments/0/chunks/0`,
        payload: RECORDING_CHUNK,
        headers: {
          "content-type": "application/octet-stream",
          [RECORDING_HEADERS.leaseToken]: RECORDING_LEASE_TOKEN,
          [RECORDING_HEADERS.sha256]: createHash("sha256").update(RECORDING_CHUNK).digest("hex"),
          [RECORDING_HEADERS.mimeType]: "video/webm",
        },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/interviews/:id/attempts",
      note: "the candidate's own interview: the same open session every time",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/attempts`,
        payload: {},
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/interviews/:id/consent",
      note: "the candidate's own interview, extra time unchanged",
      request: async () => ({
        method: "PUT",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/consent`,
        payload: { consent: true, extraTimeSeconds: 0 },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/recording-sessions/:id/question-marks",
      note: "the candidate's own session, with its lease",
      request: async () => ({
        method: "POST",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/question-marks`,
        payload: { token: RECORDING_LEASE_TOKEN, segment: 0, questionIndex: 0, offsetSeconds: 0 },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/recording-sessions/:id/follow-ups",
      note: "the candidate's own session, with its lease; no interviewer here, so none",
      request: async () => ({
        method: "POST",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/follow-ups`,
        payload: {
          token: RECORDING_LEASE_TOKEN,
          afterQuestionIndex: 0,
          segment: 0,
          offsetSeconds: 5,
          elapsedSeconds: 5,
        },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/recording-sessions/:id/follow-ups/:followUpId/speech",
      note: "the candidate's own session; no speech model here, so the browser reads follow-ups",
      request: async () => ({
        method: "GET",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/follow-ups/${UNKNOWN_ID}/speech`,
      }),
      expected: {
        ...ownRecording,
        candidate: { status: 404, error: ErrorCode.notFound, message: followUpMessages.noSpeech },
      },
    },
    {
      endpoint: "POST /api/recording-sessions/:id/rewind",
      note: "continue: the chunk above arrived whole and is kept for finish below",
      request: async () => ({
        method: "POST",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/rewind`,
        payload: { token: RECORDING_LEASE_TOKEN, mode: "continue" },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/interviews/upload-check",
      note: "a candidate about to record; nothing is kept",
      request: () => ({
        method: "POST",
        url: "/api/interviews/upload-check",
        payload: Buffer.alloc(1024, 1),
        headers: { "content-type": "application/octet-stream" },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/recording-sessions/:id/finish",
      note: "the candidate's own session, after the chunk row above: the manifest lists that chunk",
      request: async () => ({
        method: "POST",
        url: `/api/recording-sessions/${(await ownRecordingSession()).sessionId}/finish`,
        payload: {
          token: RECORDING_LEASE_TOKEN,
          segments: [
            { index: 0, lastSeq: 0, chunkSha256s: [createHash("sha256").update(RECORDING_CHUNK).digest("hex")] },
          ],
          questionStartSeconds: [0],
        },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/interviews/:id/recording-status",
      note: "the candidate's own interview",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/recording-status`,
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/interviews",
      note: "the caller's own interviews",
      request: () => ({ method: "GET", url: "/api/candidates/me/interviews?status=upcoming" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/interviews/:id",
      note: "the candidate's own interview",
      request: async () => ({
        method: "GET",
        url: `/api/candidates/me/interviews/${(await ownRecordingSession()).interviewId}`,
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/settings",
      note: "the caller's own profile",
      request: () => ({ method: "GET", url: "/api/candidates/me/settings" }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/profile",
      note: "the caller's own profile",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/profile",
        payload: { firstName: "Ada", lastName: "Lovelace", bio: "", location: "London", website: "" },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/notifications",
      note: "the caller's own switches",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/notifications",
        payload: { emailNotifications: true, applicationUpdates: true, newJobAlerts: false, interviewReminders: true },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/leads/resume-claims",
      note: "a token nobody was mailed: the same answer for everyone, signed in or not",
      request: () => ({
        method: "POST",
        url: "/api/leads/resume-claims",
        payload: { token: "x".repeat(43), password: "N3w!Passw0rdX" },
      }),
      expected: everyone({ status: 404, error: "not_found", message: resumeClaimMessages.invalidLink }),
    },
    {
      endpoint: "PUT /api/candidates/me/consents",
      note: "the caller's own consents, given again as they were",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/consents",
        payload: { smsConsent: true, marketingConsent: true },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/avatar",
      note: "a PNG for the caller's own profile",
      request: () => ({ method: "PUT", url: "/api/candidates/me/avatar", ...avatarUpload() }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/:profileId/avatar",
      note: "a private candidate's picture: the owner, companies the pool shows them to, admins",
      request: async () => ({ method: "GET", url: await ownAvatarUrl() }),
      expected: {
        ...everyone({ status: 404, error: ErrorCode.notFound, message: avatarMessages.notFound }),
        candidate: OK,
        "company verified": OK,
        admin: OK,
        "dev admin": OK,
      },
    },
    {
      endpoint: "GET /api/interviews/:id/watch",
      note: "the candidate's network interview",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/watch`,
      }),
      expected: watchers,
    },
    {
      endpoint: "GET /api/interviews/:id/recording",
      note: "its chunk is no video, so nothing is ever ready to stream",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/recording`,
      }),
      expected: watchersFindNothing(watchMessages.recordingNotReady),
    },
    {
      endpoint: "GET /api/interviews/:id/poster",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/poster`,
      }),
      expected: watchersFindNothing(watchMessages.posterNotFound),
    },
    {
      endpoint: "GET /api/interviews/:id/resume",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/resume`,
      }),
      expected: watchersFindNothing(watchMessages.noResume),
    },
    {
      endpoint: "GET /api/interviews/:id/evaluation",
      note: "the candidate's evaluated network interview: the recording's rule",
      request: async () => ({ method: "GET", url: `/api/interviews/${await evaluatedNetworkInterview()}/evaluation` }),
      expected: watchers,
    },
    {
      endpoint: "GET /api/interviews/:id/captions.vtt",
      note: "the same interview's transcript: the recording's rule",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${await evaluatedNetworkInterview()}/captions.vtt`,
      }),
      expected: watchers,
    },
    {
      endpoint: "POST /api/interviews/:id/evaluation/overrides",
      note: "the interview for the verified company's posting: that company alone overrides",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${await evaluatedPostingInterview()}/evaluation/overrides`,
        payload: { questionIndex: 0, criterionKey: CRITERION_KEY, score: 3, reason: "Matrix override." },
      }),
      expected: verifiedCompanyOnly(CREATED),
    },
    {
      endpoint: "POST /api/interviews/:id/evaluation/retry",
      note: "the verified company's posting interview, whose evaluation is done: its owners are told only a failed one is retried",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${await evaluatedPostingInterview()}/evaluation/retry`,
      }),
      expected: {
        ...candidatePool,
        candidate: RETRY_NOT_ALLOWED,
        "company verified": NOT_FAILED,
        admin: NOT_FAILED,
        "dev admin": NOT_FAILED,
      },
    },
    {
      endpoint: "POST /api/interviews/:id/transcript-corrections",
      note: "the candidate's own evaluated network interview",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${await evaluatedNetworkInterview()}/transcript-corrections`,
        payload: { questionIndex: 0, text: "A corrected answer" },
      }),
      expected: { ...ownRecording, candidate: CREATED },
    },
    {
      endpoint: "POST /api/interviews/:id/review-requests",
      note: "the candidate's own evaluated network interview",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${await evaluatedNetworkInterview()}/review-requests`,
        payload: { message: "Please listen again." },
      }),
      expected: { ...ownRecording, candidate: CREATED },
    },
    {
      endpoint: "GET /api/review-requests",
      note: "a verified company's own, admins' the network interview's",
      request: () => ({ method: "GET", url: "/api/review-requests" }),
      expected: candidatePool,
    },
    {
      endpoint: "POST /api/review-requests/:id/answer",
      note: "an unknown request: the addressees are told it does not exist",
      request: () => ({
        method: "POST",
        url: `/api/review-requests/${UNKNOWN_ID}/answer`,
        payload: { response: "Hi" },
      }),
      expected: {
        ...candidatePool,
        "company verified": REVIEW_REQUEST_MISSING,
        admin: REVIEW_REQUEST_MISSING,
        "dev admin": REVIEW_REQUEST_MISSING,
      },
    },
    {
      endpoint: "GET /api/transcript-correction-requests",
      note: "a verified company's own, admins' the network interview's",
      request: () => ({ method: "GET", url: "/api/transcript-correction-requests" }),
      expected: candidatePool,
    },
    {
      endpoint: "POST /api/transcript-correction-requests/:id/decision",
      note: "an unknown request: the reviewers are told it does not exist",
      request: () => ({
        method: "POST",
        url: `/api/transcript-correction-requests/${UNKNOWN_ID}/decision`,
        payload: { decision: "accept" },
      }),
      expected: {
        ...candidatePool,
        "company verified": CORRECTION_REQUEST_MISSING,
        admin: CORRECTION_REQUEST_MISSING,
        "dev admin": CORRECTION_REQUEST_MISSING,
      },
    },
    {
      endpoint: "GET /api/admin/evaluations",
      request: () => ({ method: "GET", url: "/api/admin/evaluations" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/admin/follow-up-results",
      request: () => ({ method: "GET", url: "/api/admin/follow-up-results" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/candidates/:id",
      note: "the company's view of a candidate the pool shows",
      request: () => ({ method: "GET", url: `/api/candidates/${actors.candidate.userId}` }),
      expected: candidatePool,
    },
    {
      endpoint: "GET /api/candidates/:id/resume",
      note: "the current resume of a candidate the pool shows (the fixture left its blob out)",
      request: () => ({ method: "GET", url: `/api/candidates/${actors.candidate.userId}/resume` }),
      expected: {
        ...candidatePool,
        "company verified": CANDIDATE_NO_RESUME,
        admin: CANDIDATE_NO_RESUME,
        "dev admin": CANDIDATE_NO_RESUME,
      },
    },
    {
      endpoint: "PUT /api/companies/me/candidates/:profileId/pipeline-status",
      note: "the company's own status for a candidate the pool shows",
      request: () => ({
        method: "PUT",
        url: `/api/companies/me/candidates/${actors.candidate.userId}/pipeline-status`,
        payload: { status: "shortlisted" },
      }),
      expected: companyCandidateActions,
    },
    {
      endpoint: "GET /api/companies/me/candidates/:profileId/invitations",
      request: () => ({ method: "GET", url: `/api/companies/me/candidates/${actors.candidate.userId}/invitations` }),
      expected: companyCandidateActions,
    },
    {
      endpoint: "POST /api/companies/me/candidates/:profileId/invitations",
      note: "to a posting that does not exist: the verified company passes the guards and is told so",
      request: () => ({
        method: "POST",
        url: `/api/companies/me/candidates/${actors.candidate.userId}/invitations`,
        payload: { postingId: UNKNOWN_ID },
      }),
      expected: {
        ...companyCandidateActions,
        "company verified": { status: 404, error: ErrorCode.notFound, message: invitationMessages.postingNotFound },
      },
    },
    {
      endpoint: "GET /api/companies/me/postings/:id/applicants",
      note: "a posting that is not the caller's",
      request: () => ({ method: "GET", url: `/api/companies/me/postings/${UNKNOWN_ID}/applicants` }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: POSTING_NOT_FOUND }),
    },
    {
      endpoint: "GET /api/companies/me/applications/:id",
      note: "an application that is not to the caller's postings",
      request: () => ({ method: "GET", url: `/api/companies/me/applications/${UNKNOWN_ID}` }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "GET /api/companies/me/applications/:id/resume",
      note: "an application that is not to the caller's postings",
      request: () => ({ method: "GET", url: `/api/companies/me/applications/${UNKNOWN_ID}/resume` }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "PUT /api/companies/me/applications/:id/decision",
      note: "an application that is not to the caller's postings",
      request: () => ({
        method: "PUT",
        url: `/api/companies/me/applications/${UNKNOWN_ID}/decision`,
        payload: { decision: "hired" },
      }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "POST /api/companies/me/applications/:id/decision/undo",
      note: "an application that is not to the caller's postings",
      request: () => ({
        method: "POST",
        url: `/api/companies/me/applications/${UNKNOWN_ID}/decision/undo`,
        payload: {},
      }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "GET /api/companies/me/applications/:id/scorecards",
      note: "an application that is not to the caller's postings (decision 0085)",
      request: () => ({ method: "GET", url: `/api/companies/me/applications/${UNKNOWN_ID}/scorecards` }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "PUT /api/companies/me/applications/:id/scorecards/mine",
      note: "an application that is not to the caller's postings (decision 0085)",
      request: () => ({
        method: "PUT",
        url: `/api/companies/me/applications/${UNKNOWN_ID}/scorecards/mine`,
        payload: { ratings: [], recommendation: null },
      }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "POST /api/companies/me/applications/:id/scorecards/mine/submit",
      note: "an application that is not to the caller's postings (decision 0085)",
      request: () => ({
        method: "POST",
        url: `/api/companies/me/applications/${UNKNOWN_ID}/scorecards/mine/submit`,
        payload: { ratings: [], recommendation: "yes" },
      }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "GET /api/companies/me/applications/:id/scorecards/mine/versions",
      note: "an application that is not to the caller's postings (decision 0085)",
      request: () => ({ method: "GET", url: `/api/companies/me/applications/${UNKNOWN_ID}/scorecards/mine/versions` }),
      expected: verifiedCompanyOnly({ status: 404, error: ErrorCode.notFound, message: APPLICATION_NOT_FOUND }),
    },
    {
      endpoint: "GET /api/companies/me/scorecard-settings",
      note: "the caller's own company's setting, in any verification state (decision 0085)",
      request: () => ({ method: "GET", url: "/api/companies/me/scorecard-settings" }),
      expected: ownCompany,
    },
    {
      endpoint: "PUT /api/companies/me/scorecard-settings",
      note: "left on, as it is by default (decision 0085)",
      request: () => ({
        method: "PUT",
        url: "/api/companies/me/scorecard-settings",
        payload: { hideAiScoresUntilSubmitted: true },
      }),
      expected: ownCompany,
    },
    {
      endpoint: "GET /api/companies/me/candidates/:profileId/notes",
      note: "notes about a candidate the pool shows",
      request: () => ({ method: "GET", url: `/api/companies/me/candidates/${actors.candidate.userId}/notes` }),
      expected: verifiedCompanyOnly(OK),
    },
    {
      endpoint: "POST /api/companies/me/candidates/:profileId/notes",
      note: "a note about a candidate the pool shows",
      request: () => ({
        method: "POST",
        url: `/api/companies/me/candidates/${actors.candidate.userId}/notes`,
        payload: { text: "Written by the access matrix." },
      }),
      expected: verifiedCompanyOnly(CREATED),
    },
    {
      endpoint: "GET /api/companies/me/blind-review",
      request: () => ({ method: "GET", url: "/api/companies/me/blind-review" }),
      expected: ownCompany,
    },
    {
      endpoint: "PUT /api/companies/me/blind-review",
      note: "turned (or left) off, so the other rows read names as they are",
      request: () => ({ method: "PUT", url: "/api/companies/me/blind-review", payload: { enabled: false } }),
      expected: ownCompany,
    },
    {
      endpoint: "POST /api/companies/me/candidates/:profileId/reveal",
      note: "a candidate the pool shows, by a company that does not review blind",
      request: () => ({ method: "POST", url: `/api/companies/me/candidates/${actors.candidate.userId}/reveal` }),
      expected: verifiedCompanyOnly({ status: 409, error: ErrorCode.conflict, message: blindReviewMessages.notBlind }),
    },
    {
      endpoint: "GET /api/candidates/me/export",
      note: "the caller's own data as a zip",
      request: () => ({ method: "GET", url: "/api/candidates/me/export" }),
      expected: ownData,
    },
    {
      endpoint: "POST /api/candidates/me/deletion",
      note: "with a wrong confirmation, so no account here is deleted",
      request: () => ({ method: "POST", url: "/api/candidates/me/deletion", payload: { confirmation: "not yet" } }),
      expected: {
        ...ownData,
        candidate: CONFIRM_DELETION_FIRST,
        "candidate, e-mail unverified": CONFIRM_DELETION_FIRST,
      },
    },
    {
      endpoint: "GET /api/interviews/:id/share-link",
      request: async () => ({
        method: "GET",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/share-link`,
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/interviews/:id/reset",
      note: "the candidate's own completed job interview (its own, so the recording above is left alone)",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${await completedJobInterview()}/reset`,
        payload: {},
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/interviews/:id/resume",
      note: "a PDF attached to the candidate's own interview",
      request: async () => ({
        method: "PUT",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/resume`,
        ...multipartBody({}, { filename: "cv.pdf", contentType: "application/pdf", data: tinyPdf("Ada") }),
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/career",
      note: "the caller's own resume and career form",
      request: () => ({ method: "GET", url: "/api/candidates/me/career" }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/career/education",
      request: () => ({ method: "PUT", url: "/api/candidates/me/career/education", payload: { education: "BSc" } }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/career/skills",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/career/skills",
        payload: { skills: [{ name: "SQL", yearsExperience: 2 }] },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "POST /api/candidates/me/career/experience",
      request: () => ({ method: "POST", url: "/api/candidates/me/career/experience", payload: JOB }),
      expected: { ...ownRecording, candidate: CREATED },
    },
    {
      endpoint: "PUT /api/candidates/me/career/experience/:id",
      note: "one of the candidate's own positions",
      request: async () => ({
        method: "PUT",
        url: `/api/candidates/me/career/experience/${await ownExperienceId()}`,
        payload: JOB,
      }),
      expected: ownRecording,
    },
    {
      endpoint: "DELETE /api/candidates/me/career/experience/:id",
      note: "one of the candidate's own positions",
      request: async () => ({
        method: "DELETE",
        url: `/api/candidates/me/career/experience/${await ownExperienceId()}`,
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/career/experience-order",
      note: "every one of the candidate's positions",
      request: async () => ({
        method: "PUT",
        url: "/api/candidates/me/career/experience-order",
        payload: { ids: await ownExperienceIds() },
      }),
      expected: ownRecording,
    },
    {
      endpoint: "PUT /api/candidates/me/resume",
      note: "a PDF as the candidate's own resume",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/resume",
        ...multipartBody({}, { filename: "cv.pdf", contentType: "application/pdf", data: tinyPdf("Ada") }),
      }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/resume",
      note: "uploaded just above",
      request: () => ({ method: "GET", url: "/api/candidates/me/resume" }),
      expected: ownRecording,
    },
    {
      endpoint: "GET /api/candidates/me/self-identification",
      request: () => ({ method: "GET", url: "/api/candidates/me/self-identification" }),
      expected: ownSelfIdentification,
    },
    {
      endpoint: "PUT /api/candidates/me/self-identification",
      note: "the answers seeded for the candidate, again",
      request: () => ({
        method: "PUT",
        url: "/api/candidates/me/self-identification",
        payload: OWN_SELF_IDENTIFICATION,
      }),
      expected: ownSelfIdentification,
    },
    {
      endpoint: "DELETE /api/candidates/me/self-identification",
      note: "answered again afterwards, so the scan below still looks for them",
      request: () => ({ method: "DELETE", url: "/api/candidates/me/self-identification" }),
      expected: ownSelfIdentification,
      after: async () => {
        const response = await inject({
          method: "PUT",
          url: "/api/candidates/me/self-identification",
          payload: OWN_SELF_IDENTIFICATION,
          cookie: actors.candidate.cookie,
        });
        expect(response.json()).toMatchObject(OWN_SELF_IDENTIFICATION);
      },
    },
    {
      endpoint: "GET /api/companies/me/fairness-report",
      request: () => ({ method: "GET", url: "/api/companies/me/fairness-report" }),
      expected: verifiedCompanyOnly(OK),
    },
    {
      endpoint: "GET /api/companies/me/fairness-report.csv",
      request: () => ({ method: "GET", url: "/api/companies/me/fairness-report.csv?from=2026-01" }),
      expected: verifiedCompanyOnly(OK),
    },
    {
      endpoint: "GET /api/admin/fairness-report",
      request: () => ({ method: "GET", url: "/api/admin/fairness-report" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/admin/fairness-report.csv",
      request: () => ({ method: "GET", url: "/api/admin/fairness-report.csv" }),
      expected: adminArea,
    },
    {
      endpoint: "GET /api/companies/me/postings/:id/agreement",
      note: "a posting that is not the caller's (decision 0086)",
      request: () => ({ method: "GET", url: `/api/companies/me/postings/${UNKNOWN_ID}/agreement` }),
      expected: verifiedCompanyOnly(POSTING_MISSING),
    },
    {
      endpoint: "GET /api/admin/agreement",
      note: "the platform's model card (decision 0086)",
      request: () => ({ method: "GET", url: "/api/admin/agreement" }),
      expected: adminArea,
    },
    {
      endpoint: "POST /api/interviews/:id/share-link",
      note: "the interview was finished above",
      request: async () => ({
        method: "POST",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/share-link`,
        payload: {},
      }),
      expected: { ...ownRecording, candidate: CREATED },
    },
    {
      endpoint: "GET /api/shared-interviews/:token",
      note: "a live token, whoever holds it",
      request: async () => ({ method: "GET", url: `/api/shared-interviews/${await liveShareToken()}` }),
      expected: everyone(OK),
    },
    {
      endpoint: "GET /api/shared-interviews/:token/recording",
      note: "a live token; nothing was recorded that could play",
      request: async () => ({ method: "GET", url: `/api/shared-interviews/${await liveShareToken()}/recording` }),
      expected: everyone({ status: 404, error: ErrorCode.notFound, message: watchMessages.recordingNotReady }),
    },
    {
      endpoint: "GET /api/shared-interviews/:token/poster",
      note: "a live token; no poster was made",
      request: async () => ({ method: "GET", url: `/api/shared-interviews/${await liveShareToken()}/poster` }),
      expected: everyone({ status: 404, error: ErrorCode.notFound, message: watchMessages.posterNotFound }),
    },
    {
      endpoint: "DELETE /api/interviews/:id/share-link",
      request: async () => ({
        method: "DELETE",
        url: `/api/interviews/${(await ownRecordingSession()).interviewId}/share-link`,
      }),
      expected: ownRecording,
    },
  ];

  describe("candidate pool", () => {
    const pool = (cookie: string | undefined, query: string) =>
      inject({ method: "GET", url: `/api/candidates?${query}`, cookie });

    it("never lists candidates who have not verified their e-mail", async () => {
      const marker = `Zephyr${randomUUID().slice(0, 6)}`;
      const verified = await createCandidate(
        t.database.db,
        { jobTitle: `${marker} Engineer` },
        { emailVerified: true },
      );
      const unverified = await createCandidate(t.database.db, { jobTitle: `${marker} Scientist` });
      // Both have a resume, so only the e-mail decides (decision 0028).
      await attachCandidateResume(t.database.db, verified.candidateId);
      await attachCandidateResume(t.database.db, unverified.candidateId);
      for (const viewer of ["company verified", "admin"] as const) {
        const response = await pool(actors[viewer].cookie, `search=${marker}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ total: 1, items: [{ profileId: verified.userId }] });
      }
      await markEmailVerified(t.database.db, unverified.email);
      // A write straight to the database reaches the pool's page cache through the change feed
      // (within a second, decision 0014); wait for the feed rather than for the clock.
      await t.app.services.sessions.catchUp();
      const after = await pool(actors["company verified"].cookie, `search=${marker}`);
      expect(after.json().total).toBe(2);
    });

    it("shows each candidate's public fields only, never e-mail or phone", async () => {
      const marker = `Quill${randomUUID().slice(0, 6)}`;
      const { userId, candidateId, input } = await createCandidate(
        t.database.db,
        { firstName: marker, skills: "Go, Rust", experience: "mid", location: "Lisbon, PT" },
        { emailVerified: true },
      );
      await attachCandidateResume(t.database.db, candidateId);
      const response = await pool(actors["company verified"].cookie, `search=${marker}`);
      expect(response.json().items).toEqual([
        {
          id: candidateId,
          profileId: userId,
          firstName: marker,
          lastName: "Lovelace",
          title: input.jobTitle,
          location: "Lisbon, PT",
          experienceYears: 4,
          skills: ["Go", "Rust"],
          joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          hasInterview: false,
          pipelineStatus: "pending",
        },
      ]);
      expect(response.body).not.toContain(input.email);
      expect(response.body).not.toContain(input.phone);
    });

    it("searches by name, full name, title and skill, any case, and filters by location literally", async () => {
      const tag = randomUUID().slice(0, 6);
      const { userId, candidateId } = await createCandidate(
        t.database.db,
        {
          firstName: `Imogen${tag}`,
          lastName: `Quarry${tag}`,
          jobTitle: `Prompt${tag} Engineer`,
          location: `Reykjavik${tag}`,
          skills: `Terraform, Vellum${tag}`,
        },
        { emailVerified: true },
      );
      await attachCandidateResume(t.database.db, candidateId);
      const ids = async (query: string) =>
        (await pool(actors.admin.cookie, query)).json().items.map((item: { profileId: string }) => item.profileId);
      for (const search of [
        `imogen${tag}`,
        `QUARRY${tag}`,
        `Imogen${tag} Quarry${tag}`,
        `prompt${tag}`,
        `vellum${tag}`,
        // Full-text operators are plain text: never syntax, never an error.
        `Imogen${tag} | !(x) & 'y':*`,
      ]) {
        expect({ search, ids: await ids(`search=${encodeURIComponent(search)}`) }).toEqual({ search, ids: [userId] });
      }
      expect(await ids(`location=${encodeURIComponent(`reykjavik${tag}`)}`)).toEqual([userId]);
      expect(await ids(`location=${encodeURIComponent(`Reykjavik${tag}%`)}`)).toEqual([]);
    });

    it("pages newest first by cursor, with the total and pageSize", async () => {
      const marker = `Paging${randomUUID().slice(0, 6)}`;
      const created: string[] = [];
      for (let i = 0; i < 5; i++) {
        const candidate = await createCandidate(t.database.db, { location: `${marker} ${i}` }, { emailVerified: true });
        await attachCandidateResume(t.database.db, candidate.candidateId);
        created.push(candidate.userId);
      }
      const pages = [];
      let cursor: string | null = null;
      do {
        const response = await pool(
          actors["company verified"].cookie,
          `location=${marker}&pageSize=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(response.statusCode).toBe(200);
        const page = response.json<{ total: number; pageSize: number; items: unknown[]; nextCursor: string | null }>();
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor);
      expect(pages.map(({ total, pageSize, items }) => ({ total, pageSize, n: items.length }))).toEqual([
        { total: 5, pageSize: 2, n: 2 },
        { total: 5, pageSize: 2, n: 2 },
        { total: 5, pageSize: 2, n: 1 },
      ]);
      const listed = pages.flatMap((page) => page.items.map((item) => (item as { profileId: string }).profileId));
      expect(listed).toEqual([...created].reverse());

      for (const bad of ["pageSize=101", "pageSize=0", "experience=guru", "pipelineStatus=hired"]) {
        const response = await pool(actors["company verified"].cookie, bad);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe("validation_error");
      }
      const broken = await pool(actors["company verified"].cookie, "cursor=bm90LWpzb24");
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toBe("bad_request");
    });
  });

  describe("admin company review", () => {
    const admin = () => actors.admin.cookie;
    const list = (query: string) => inject({ method: "GET", url: `/api/admin/companies?${query}`, cookie: admin() });
    const approve = (id: string) =>
      inject({ method: "POST", url: `/api/admin/companies/${id}/approve`, payload: {}, cookie: admin() });
    const reject = (id: string, payload: object) =>
      inject({ method: "POST", url: `/api/admin/companies/${id}/reject`, payload, cookie: admin() });
    const counts = async () => (await list("status=pending")).json().counts as Record<string, number>;

    it("lists companies by status with counts that match each list, and searches them", async () => {
      const tag = randomUUID().slice(0, 6);
      const domain = `searchable-${tag}.ai`;
      const pending = await createCompany(t.database.db, {
        companyName: `Searchable ${tag} Labs`,
        website: `https://${domain}`,
        contactEmail: `ops@${domain}`,
      });
      await createCompany(t.database.db, { companyName: `Searchable ${tag} Verified` }, { status: "verified" });
      await createCompany(t.database.db, { companyName: `Searchable ${tag} Rejected` }, { status: "rejected" });

      const byStatus: Record<string, { total: number; counts: Record<string, number>; items: unknown[] }> = {};
      for (const status of ["pending", "verified", "rejected"]) {
        const response = await list(`status=${status}&pageSize=100`);
        expect(response.statusCode).toBe(200);
        byStatus[status] = response.json();
        for (const item of response.json().items) expect(item.verificationStatus).toBe(status);
      }
      for (const status of ["pending", "verified", "rejected"]) {
        expect(byStatus[status]!.counts).toEqual(byStatus.pending!.counts);
        expect(byStatus[status]!.total).toBe(byStatus.pending!.counts[status]);
      }
      // Pending is the default tab.
      expect((await list("")).json().total).toBe(byStatus.pending!.total);

      for (const search of [`searchable ${tag}`, `OPS@${domain.toUpperCase()}`, domain]) {
        const response = await list(`status=pending&search=${encodeURIComponent(search)}`);
        expect(response.json()).toMatchObject({ total: 1, items: [{ id: pending.enterpriseId }] });
      }
      const verifiedMatch = await list(`status=verified&search=${encodeURIComponent(`Searchable ${tag}`)}`);
      expect(verifiedMatch.json().items.map((item: { companyName: string }) => item.companyName)).toEqual([
        `Searchable ${tag} Verified`,
      ]);
    });

    it("shows the submitted details and whether the contact e-mail matches the website", async () => {
      const tag = randomUUID().slice(0, 6);
      const matching = await createCompany(t.database.db, {
        website: `https://www.match-${tag}.ai`,
        contactEmail: `grace@match-${tag}.ai`,
      });
      const mismatched = await createCompany(t.database.db, {
        website: `https://other-${tag}.ai`,
        contactEmail: `grace@elsewhere-${tag}.ai`,
      });
      const items = (await list(`status=pending&search=${tag}`)).json().items as { id: string }[];
      expect(items.find((item) => item.id === matching.enterpriseId)).toMatchObject({
        companyName: "Acme AI",
        website: `https://www.match-${tag}.ai`,
        industry: "AI / Machine Learning",
        size: "11-50",
        description: matching.input.description,
        contactName: "Grace Brewster Hopper",
        contactEmail: `grace@match-${tag}.ai`,
        emailDomainMatchesWebsite: true,
        verificationStatus: "pending",
        verificationNote: null,
        verifiedAt: null,
      });
      expect(items.find((item) => item.id === mismatched.enterpriseId)).toMatchObject({
        emailDomainMatchesWebsite: false,
      });
    });

    it("approves: status verified, audit entry, e-mail to the contact, and the company gets in", async () => {
      const company = await createCompany(t.database.db, { companyName: "Approvable AI" }, { emailVerified: true });
      const companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
      expect((await inject({ method: "GET", url: "/api/candidates", cookie: companyCookie })).statusCode).toBe(403);
      const before = await counts();
      const startedAt = Date.now();

      const response = await approve(company.enterpriseId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: company.enterpriseId,
        verificationStatus: "verified",
        verificationNote: null,
        verifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(await counts()).toEqual({ ...before, pending: before.pending! - 1, verified: before.verified! + 1 });

      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, company.enterpriseId), eq(auditLog.action, "company.approved")));
      expect(entry).toMatchObject({ actorId: actors.admin.userId, targetType: "enterprise" });
      expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
      expect(entry!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);

      await expect
        .poll(() => subjectsTo(t.database.db, company.email), { timeout: 15_000 })
        .toContain("Approvable AI is approved on OneTake");
      const [mail] = (await mailTo(t.database.db, company.email)).filter((m) => m.subject.includes("approved"));
      expect(mail?.text).toContain(`${t.config.publicUrl}/login?tab=company`);

      const me = await inject({ method: "GET", url: "/api/me", cookie: companyCookie });
      expect(me.json().company).toMatchObject({ id: company.enterpriseId, verificationStatus: "verified" });
      expect((await inject({ method: "GET", url: "/api/candidates", cookie: companyCookie })).statusCode).toBe(200);
    });

    it("requires a reason of at least 5 characters to reject, and changes nothing without one", async () => {
      const company = await createCompany(t.database.db, {}, { emailVerified: true });
      for (const payload of [{ reason: "bad" }, { reason: "      " }, {}, { reason: "x".repeat(1001) }]) {
        const response = await reject(company.enterpriseId, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: "validation_error",
          message: rejectReasonMessage,
          fields: { reason: rejectReasonMessage },
        });
      }
      const [row] = await t.database.db.select().from(enterprises).where(eq(enterprises.id, company.enterpriseId));
      expect(row?.verificationStatus).toBe("pending");
      expect(await auditEntriesFor(company.enterpriseId)).toEqual([]);
    });

    it("rejects with the reason: stored, shown to the company, audited and e-mailed", async () => {
      const company = await createCompany(t.database.db, { companyName: "Unreachable AI" }, { emailVerified: true });
      const reason = "We could not reach your company website. Please check the address.";
      const response = await reject(company.enterpriseId, { reason: `  ${reason}  ` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        verificationStatus: "rejected",
        verificationNote: reason,
        verifiedAt: null,
      });

      const companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
      const me = await inject({ method: "GET", url: "/api/me", cookie: companyCookie });
      expect(me.json().company).toEqual({
        id: company.enterpriseId,
        companyName: "Unreachable AI",
        verificationStatus: "rejected",
        verificationNote: reason,
        role: "owner",
      });
      const [entry] = await auditEntriesFor(company.enterpriseId);
      expect(entry).toMatchObject({
        actorId: actors.admin.userId,
        action: "company.rejected",
        targetType: "enterprise",
        details: { companyName: "Unreachable AI", reason },
      });

      await expect
        .poll(() => subjectsTo(t.database.db, company.email), { timeout: 15_000 })
        .toContain("Update on your OneTake registration for Unreachable AI");
      const [mail] = (await mailTo(t.database.db, company.email)).filter((m) => m.subject.startsWith("Update on"));
      expect(mail?.text).toContain(reason);
    });

    it("answers 404 for an unknown company and 400 for an id that is not one", async () => {
      const unknown = randomUUID();
      for (const response of [await approve(unknown), await reject(unknown, { reason: "Not a real company." })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: "not_found", message: "Company not found." });
      }
      const malformed = await approve("not-an-id");
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: "validation_error", fields: { id: "Unknown company" } });
      expect(await auditEntriesFor(unknown)).toEqual([]);
    });

    it("lists the audit log newest first, with the acting admin's e-mail, paginated", async () => {
      const [first, second, third] = [
        await createCompany(t.database.db, { companyName: "Audit One" }),
        await createCompany(t.database.db, { companyName: "Audit Two" }),
        await createCompany(t.database.db, { companyName: "Audit Three" }),
      ];
      expect((await approve(first!.enterpriseId)).statusCode).toBe(200);
      expect((await reject(second!.enterpriseId, { reason: "Duplicate registration." })).statusCode).toBe(200);
      expect(
        (
          await inject({
            method: "POST",
            url: `/api/admin/companies/${third!.enterpriseId}/approve`,
            payload: {},
            cookie: actors["dev admin"].cookie,
          })
        ).statusCode,
      ).toBe(200);

      const response = await inject({ method: "GET", url: "/api/admin/audit-log?pageSize=3", cookie: admin() });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ page: 1, pageSize: 3, total: expect.any(Number) });
      expect(body.total).toBeGreaterThanOrEqual(3);
      expect(body.items).toMatchObject([
        { actorEmail: DEV_ADMIN_EMAIL, action: "company.approved", targetId: third!.enterpriseId },
        {
          actorEmail: actors.admin.email,
          action: "company.rejected",
          targetType: "enterprise",
          targetId: second!.enterpriseId,
          details: { companyName: "Audit Two", reason: "Duplicate registration." },
        },
        { actorEmail: actors.admin.email, action: "company.approved", targetId: first!.enterpriseId },
      ]);
      const times = body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const secondPage = await inject({
        method: "GET",
        url: "/api/admin/audit-log?pageSize=1&page=2",
        cookie: admin(),
      });
      expect(secondPage.json()).toMatchObject({ page: 2, pageSize: 1, items: [{ targetId: second!.enterpriseId }] });
    });
  });

  describe("dev admin sign-in", () => {
    it("signs in as the built-in admin when enabled: session cookie, isAdmin, e-mail verified", async () => {
      const config = await inject({ method: "GET", url: "/api/client-config" });
      expect(config.json()).toEqual({ environment: "test", devAdminEnabled: true });

      const response = await inject({ method: "POST", url: "/api/dev/admin-sign-in", payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const setCookie = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
      expect(setCookie.find((c) => c.startsWith("better-auth.session_token="))).toMatch(/HttpOnly/i);

      const me = await inject({ method: "GET", url: "/api/me", cookie: cookieFrom(response.headers["set-cookie"]) });
      expect(me.json()).toEqual({
        user: {
          id: actors["dev admin"].userId,
          email: DEV_ADMIN_EMAIL,
          emailVerified: true,
          userType: "enterprise",
          isAdmin: true,
          firstName: "Admin",
          lastName: "User",
        },
        company: null,
      });
      // Signing in again reuses the one admin account.
      expect(await t.database.db.select().from(user).where(eq(user.email, DEV_ADMIN_EMAIL))).toHaveLength(1);
    });

    it("is refused with 403 and creates nothing when turned off", async () => {
      const off = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "false" }, startWorker: false });
      try {
        const config = await off.app.inject({ method: "GET", url: "/api/client-config" });
        expect(config.json()).toEqual({ environment: "test", devAdminEnabled: false });
        const response = await off.app.inject({
          method: "POST",
          url: "/api/dev/admin-sign-in",
          payload: {},
          remoteAddress: uniqueIp(),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: "forbidden", message: DEV_ADMIN_DISABLED_MESSAGE });
        expect(response.headers["set-cookie"]).toBeUndefined();
        expect(await off.database.db.select().from(user).where(eq(user.email, DEV_ADMIN_EMAIL))).toEqual([]);
      } finally {
        await off.close();
      }
    });
  });
  // Last: its public rows register 18 accounts, whose mail would otherwise delay the tests above.
  describe("who may call what", () => {
    it("has a row for every endpoint of every contract module in src/shared", () => {
      const covered = new Set(rows.map((row) => row.endpoint));
      const endpoints = endpointsOf(Object.values(sharedModules));
      // Guards the glob itself: it must reach the modules (accounts, admin, candidates, companies,
      // leads, system) rather than pass on an empty list.
      expect(endpoints.length).toBeGreaterThanOrEqual(30);
      for (const prefix of [
        "/api/accounts",
        "/api/admin",
        "/api/candidates",
        "/api/companies",
        "/api/leads",
        "/api/health",
        "/api/recording-sessions",
      ]) {
        expect(endpoints.some((endpoint) => endpoint.split(" ")[1]!.startsWith(prefix))).toBe(true);
      }
      expect(endpoints.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
    });

    it.each(rows.map((row) => [row.note ? `${row.endpoint} (${row.note})` : row.endpoint, row] as const))(
      "%s",
      async (_name, row) => {
        const answers: { request: string; body: string }[] = [];
        const outcomes = await Promise.all(
          ACTORS.map(async (actor) => {
            const request = await row.request(actor);
            const cookie = "cookie" in request ? request.cookie : actors[actor].cookie;
            const response = await inject({ ...request, cookie });
            answers.push({ request: `${actor}: ${request.method} ${request.url}`, body: response.body });
            return [actor, outcomeOf(response)] as const;
          }),
        );
        expect(await answersHoldingAToken(answers)).toEqual([]);
        expect(Object.fromEntries(outcomes)).toEqual(row.expected);
        await row.after?.();
      },
    );

    it("refuses each member role exactly where the endpoint's permission leaves it out (decisions 0082 and 0084)", async () => {
      // Each row as the verified company's Owner calls it, now called by its other members. Those
      // members are assigned nothing: where a hiring manager's or an interviewer's permission is
      // scoped to their assignments, the row answers them 404, as for an unknown id, except the
      // lists of what is theirs (empty).
      const SCOPED_LISTS = new Set(["GET /api/companies/me/postings"]);
      const mismatches: string[] = [];
      for (const row of rows) {
        const permission = permissionOf(row.endpoint);
        // Some rows' requests use up what they set up (a one-time token); a company endpoint's never do.
        const request = await Promise.resolve()
          .then(() => row.request("company verified"))
          .catch((error: unknown) => {
            if (permission) throw error;
            return null;
          });
        if (!request || "cookie" in request) continue; // used up, or a throwaway session (sign-out)
        const refused: string[] = [];
        const allowed: readonly CompanyMemberRole[] = permission ? companyPermissions[permission] : MEMBER_ROLES;
        for (const role of MEMBER_ROLES) {
          const response = await inject({ ...request, cookie: roleCookies[role] });
          const roleRefusal = accessMessages.roleMayNot(companyMemberRoleNames[role]);
          if (response.statusCode >= 400 && response.body.includes(roleRefusal)) {
            expect(outcomeOf(response)).toEqual({ status: 403, error: ErrorCode.forbidden, message: roleRefusal });
            refused.push(role);
          }
          const scoped =
            permission !== null &&
            permission !== "workspace" &&
            allowed.includes(role) &&
            memberScopeOf(role) !== "company";
          if (scoped && !SCOPED_LISTS.has(row.endpoint) && response.statusCode !== 404) {
            mismatches.push(
              `${row.endpoint}: ${role} (assigned nothing) answered ${response.statusCode}, expected 404`,
            );
          }
          if (scoped && SCOPED_LISTS.has(row.endpoint) && response.statusCode !== 200) {
            mismatches.push(
              `${row.endpoint}: ${role} (assigned nothing) answered ${response.statusCode}, expected 200`,
            );
          }
        }
        const expected = MEMBER_ROLES.filter((role) => !allowed.includes(role));
        if (refused.join() !== expected.join()) {
          mismatches.push(`${row.endpoint}: refused [${refused.join()}], expected [${expected.join()}]`);
        }
      }
      expect(mismatches).toEqual([]);
    });

    it("never showed a candidate's self-identification in any JSON answer but their own and the report's counts", async () => {
      // Guards the scan: the seeded answers are there to be found, where they may be.
      const own = jsonAnswers.filter((answer) => answer.request === "GET /api/candidates/me/self-identification");
      expect(own.some((answer) => answer.body.includes(OWN_SELF_IDENTIFICATION.raceEthnicity))).toBe(true);
      const leaks = jsonAnswers
        .filter((answer) => !SELF_IDENTIFICATION_READERS.test(answer.request))
        .filter((answer) => SELF_IDENTIFICATION_MARKS.some((mark) => answer.body.includes(mark)))
        .map((answer) => answer.request);
      expect(jsonAnswers.length).toBeGreaterThan(100);
      expect(leaks).toEqual([]);
    });

    it("never answered with a session token of any test user, in any JSON body of the run", async () => {
      // Guards the scan itself: it knows every signed-in actor's token and saw the answers.
      expect(heldTokens.size).toBeGreaterThanOrEqual(ACTORS.length - 1);
      expect(jsonAnswers.length).toBeGreaterThan(0);
      expect(await answersHoldingAToken(jsonAnswers)).toEqual([]);
    });
  });
});
