import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import type { listBoardPostingsContract } from "@shared/postings/contracts";
import type { z } from "zod";
import type { boardQuerySchema } from "@shared/postings/contracts";
import { enterprises, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { likePattern } from "../search";
import { onTheBoard, selectBoardPostings, toBoardSummary } from "./board-postings";

/** The job board, one page at a time, newest first; search matches title, company, description and skills. */
export async function listBoardPostings(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: z.output<typeof boardQuerySchema>,
): Promise<ContractResponse<typeof listBoardPostingsContract>> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const pattern = query.search ? likePattern(query.search) : undefined;
  const skillPattern = query.skill ? likePattern(query.skill) : undefined;
  const filter = and(
    onTheBoard(),
    query.locationType ? eq(jobPostings.locationType, query.locationType) : undefined,
    query.employmentType ? eq(jobPostings.employmentType, query.employmentType) : undefined,
    skillPattern
      ? sql`exists (select 1 from unnest(${jobPostings.skills}) as skill where skill ilike ${skillPattern})`
      : undefined,
    pattern
      ? or(
          ilike(jobPostings.title, pattern),
          ilike(enterprises.companyName, pattern),
          ilike(jobPostings.description, pattern),
          sql`exists (select 1 from unnest(${jobPostings.skills}) as skill where skill ilike ${pattern})`,
        )
      : undefined,
  );
  const rows = await selectBoardPostings(db, caller.userId)
    .where(filter)
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(jobPostings)
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(filter);
  return { items: rows.map(toBoardSummary), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
