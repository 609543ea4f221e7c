import { z } from "zod";
import { integerQuery } from "./integer-param";

/** Pages past this are empty for every list we have; the bound keeps the offset a sane number. */
const MAX_PAGE = 100_000;

export const pageQuerySchema = z.object({
  page: integerQuery(1, MAX_PAGE, 1),
  pageSize: integerQuery(1, 100, 20),
});

export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
