/** The product's name and promise, as DESIGN.md fixes them. */
export const BRAND_NAME = "OneTake";
export const BRAND_TAGLINE = "One interview. Every AI company.";
export const DEFAULT_DESCRIPTION =
  "OneTake: record one 20-minute AI video interview and get seen by verified AI companies. One interview. Every AI company.";
