import { boardEmploymentTypes, boardLocationTypes } from "@shared/postings/contracts";

type LocationType = (typeof boardLocationTypes)[number];
type EmploymentType = (typeof boardEmploymentTypes)[number];

/** The board's filters as the URL holds them (?locationType=&employmentType=&skill=); unknown values are ignored. */
export function boardFiltersFrom(searchParams: URLSearchParams): {
  locationType?: LocationType;
  employmentType?: EmploymentType;
  skill?: string;
} {
  const location = searchParams.get("locationType");
  const employment = searchParams.get("employmentType");
  const skill = searchParams.get("skill")?.trim();
  return {
    ...(boardLocationTypes.find((value) => value === location) ? { locationType: location as LocationType } : {}),
    ...(boardEmploymentTypes.find((value) => value === employment)
      ? { employmentType: employment as EmploymentType }
      : {}),
    ...(skill ? { skill } : {}),
  };
}
