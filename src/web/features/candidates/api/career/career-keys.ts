import { candidatesKeys } from "../keys";

/** The signed-in candidate's resume and career form; under candidatesKeys.all, so invalidating that covers it. */
export const careerKeys = {
  mine: () => [...candidatesKeys.all, "my-career"] as const,
};
