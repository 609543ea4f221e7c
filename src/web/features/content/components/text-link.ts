/** An inline text link: indigo-700 on white is 8:1; underlined on hover, focus ring from the base styles. */
export const textLinkClasses =
  "rounded-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";

/** A link that reads as an action ("Read more ->"): no underline until hover. */
export const actionLinkClasses =
  "inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-indigo-700 underline-offset-4 hover:underline";
