import type { $ZodConfig, $ZodRawIssue } from "zod/v4/core";

/**
 * What a person reads when a value fails a schema that gives no message of its own. zod's
 * defaults ("Too small: expected array to have >=1 items") are written for developers; every
 * field and every API answer uses these sentences instead (decision 0020). Schemas that name
 * their own message keep it: zod asks this map only when they do not.
 */
export function plainValidationMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? "This is required." : "This value is not valid.";
    case "too_small":
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case "too_big":
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case "invalid_format":
      return FORMAT_MESSAGES[issue.format] ?? "This value is not in the expected form.";
    case "not_multiple_of":
      return `Use a multiple of ${String(issue.divisor)}.`;
    case "unrecognized_keys":
      return `This field is not accepted here: ${issue.keys.join(", ")}.`;
    case "invalid_value":
      return "Choose one of the options offered.";
    default:
      return "This value is not valid.";
  }
}

const FORMAT_MESSAGES: Partial<Record<string, string>> = {
  email: "Enter a valid e-mail address.",
  url: "Enter a valid web address.",
  datetime: "Enter a valid date and time.",
  date: "Enter a valid date.",
  time: "Enter a valid time.",
  uuid: "This link or identifier is not valid.",
  guid: "This link or identifier is not valid.",
};

function tooSmall(origin: string, minimum: number, inclusive: boolean): string {
  const least = inclusive ? minimum : minimum + 1;
  switch (origin) {
    case "string":
      return least <= 1 ? "This is required." : `Use at least ${least} characters.`;
    case "array":
    case "set":
      return least <= 1 ? "Add at least one." : `Add at least ${least}.`;
    case "file":
      return "This file is empty.";
    default:
      return inclusive ? `Use ${minimum} or more.` : `Use more than ${minimum}.`;
  }
}

function tooBig(origin: string, maximum: number, inclusive: boolean): string {
  const most = inclusive ? maximum : maximum - 1;
  switch (origin) {
    case "string":
      return `Use at most ${most} characters.`;
    case "array":
    case "set":
      return `Use at most ${most}.`;
    case "file":
      return "This file is too large.";
    default:
      return inclusive ? `Use ${maximum} or less.` : `Use less than ${maximum}.`;
  }
}

/**
 * Whether a text is one of zod's own default messages, worded for developers. The web client
 * never shows one; it answers with a plain sentence instead.
 */
export function isRawValidationMessage(text: string): boolean {
  return RAW_PATTERNS.some((pattern) => pattern.test(text));
}

const RAW_PATTERNS = [
  /^Invalid (input|option|string|number|discriminator value|key in|value in)\b/,
  /^Too (small|big): expected /,
  /^Unrecognized keys?: /,
  /\bexpected [a-z]+, received [a-z]+/i,
  /^Invalid (email address|URL|emoji|UUID\w*|GUID|nanoid|cuid2?|ULID|XID|KSUID|ISO (datetime|date|time|duration)|IPv[46] (address|range)|MAC address|base64(url)?-encoded string|JSON string|E\.164 number|JWT|currency code|credit card number|IBAN)$/,
];

/**
 * Zod as this product uses it everywhere: plain messages (see above). zod keeps its settings in
 * `globalThis.__zod_globalConfig`, which it creates only if it is missing, so filling that object
 * configures zod whether or not zod has loaded yet, without importing it: the web app runs this
 * first thing, and the landing page, which needs no zod, stays within its budget (decision 0005).
 */
export function configureZod(options: { jitless?: boolean } = {}): void {
  const holder = globalThis as { __zod_globalConfig?: $ZodConfig };
  holder.__zod_globalConfig ??= {};
  Object.assign(holder.__zod_globalConfig, {
    customError: plainValidationMessage,
    ...(options.jitless ? { jitless: true } : {}),
  });
}
