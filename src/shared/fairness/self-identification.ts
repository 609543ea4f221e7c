/**
 * Voluntary self-identification for the fairness report (decision 0052): the EEO-1 categories
 * that NYC Local Law 144's impact-ratio audit uses, each with "I prefer not to say".
 */
export const PREFER_NOT_TO_SAY = "prefer_not_to_say";

export const sexCategories = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: PREFER_NOT_TO_SAY, label: "I prefer not to say" },
] as const;

export const raceEthnicityCategories = [
  { value: "hispanic_or_latino", label: "Hispanic or Latino" },
  { value: "white", label: "White" },
  { value: "black_or_african_american", label: "Black or African American" },
  { value: "native_hawaiian_or_pacific_islander", label: "Native Hawaiian or Other Pacific Islander" },
  { value: "asian", label: "Asian" },
  { value: "american_indian_or_alaska_native", label: "American Indian or Alaska Native" },
  { value: "two_or_more_races", label: "Two or More Races" },
  { value: PREFER_NOT_TO_SAY, label: "I prefer not to say" },
] as const;

export const sexValues = sexCategories.map((category) => category.value) as [
  (typeof sexCategories)[number]["value"],
  ...(typeof sexCategories)[number]["value"][],
];
export const raceEthnicityValues = raceEthnicityCategories.map((category) => category.value) as [
  (typeof raceEthnicityCategories)[number]["value"],
  ...(typeof raceEthnicityCategories)[number]["value"][],
];
export type SexCategory = (typeof sexValues)[number];
export type RaceEthnicityCategory = (typeof raceEthnicityValues)[number];
