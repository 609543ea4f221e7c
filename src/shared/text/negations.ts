/**
 * Words that turn what follows into its opposite, as tokens (lower case, apostrophes dropped, so
 * "didn't" and "didn’t" are "didnt"). The evidence checks use them (a quote may not drop one, a
 * correction that adds or removes one waits for a person; decision 0069) and so does matching (a
 * skill named after one is denied; decision 0070).
 */
export const NEGATIONS: ReadonlySet<string> = new Set([
  "not",
  "never",
  "no",
  "nor",
  "neither",
  "without",
  "cannot",
  "cant",
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "arent",
  "wasnt",
  "werent",
  "havent",
  "hasnt",
  "hadnt",
  "wont",
  "wouldnt",
  "couldnt",
  "shouldnt",
]);
