import { z } from "zod";

/**
 * How a dashboard greets its user (decision 0073): `first` in the session of their first
 * dashboard visit, `returning` in every later one. The server decides, never the browser.
 */
export const dashboardGreetings = ["first", "returning"] as const;
export type DashboardGreeting = (typeof dashboardGreetings)[number];

/** What recording a dashboard visit answers, for a candidate's dashboard and a company's alike. */
export const dashboardVisitResponseSchema = z.object({ greeting: z.enum(dashboardGreetings) });
