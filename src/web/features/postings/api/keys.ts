import type { BoardQuery } from "@shared/postings/contracts";

/** Query keys of the postings domain (the candidate's job board). */
export const postingsKeys = {
  all: ["postings"] as const,
  board: (query: BoardQuery) => [...postingsKeys.all, "board", query] as const,
  posting: (id: string) => [...postingsKeys.all, "detail", id] as const,
};
