import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { configureZod, isRawValidationMessage, plainValidationMessage } from "./plain-messages";

/** Every module of the shared folder: contracts, form schemas, field rules. */
const modules = import.meta.glob<Record<string, unknown>>(["../**/*.ts", "!../**/*.test.ts"], { eager: true });

/** Every zod schema a person's input can meet: exported schemas and each contract's body, query and params. */
function everySchema(): { name: string; schema: z.ZodType }[] {
  const found: { name: string; schema: z.ZodType }[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) found.push({ name: `${file} ${name}`, schema: value });
      else if (value && typeof value === "object" && "path" in value && "method" in value) {
        for (const part of ["body", "query", "params"] as const) {
          const schema = (value as Record<string, unknown>)[part];
          if (schema instanceof z.ZodType) found.push({ name: `${file} ${name}.${part}`, schema });
        }
      }
    }
  }
  return found;
}

const WRONG_VALUES: unknown[] = [undefined, null, 12345, -1, 1.5, "", " ", "x".repeat(20_000), [], {}, true];

/** Inputs that fail in as many ways as possible: wrong types, empty, too long, every field spoiled in turn. */
function badInputs(schema: z.ZodType): unknown[] {
  const inputs: unknown[] = [...WRONG_VALUES, { unexpected: 1 }];
  const shape = objectShape(schema);
  if (shape) for (const key of Object.keys(shape)) for (const value of WRONG_VALUES) inputs.push({ [key]: value });
  return inputs;
}

function objectShape(schema: z.ZodType): Record<string, unknown> | null {
  const def = (
    schema as unknown as { def?: { shape?: Record<string, unknown>; in?: z.ZodType; innerType?: z.ZodType } }
  ).def;
  if (def?.shape) return def.shape;
  const inner = def?.in ?? def?.innerType;
  return inner ? objectShape(inner) : null;
}

function messagesOf(schema: z.ZodType): string[] {
  const messages: string[] = [];
  for (const input of badInputs(schema)) {
    const result = schema.safeParse(input);
    if (!result.success) messages.push(...result.error.issues.map((issue) => issue.message));
  }
  return messages;
}

const before = { ...z.config() };
afterEach(() => {
  z.config({ customError: before.customError, jitless: before.jitless });
});

describe("what a person reads when input is refused", () => {
  beforeEach(() => configureZod());

  it("no shared schema or contract ever answers with zod's developer wording", () => {
    const schemas = everySchema();
    expect(schemas.length).toBeGreaterThan(150);
    const raw = schemas.flatMap(({ name, schema }) =>
      messagesOf(schema)
        .filter(isRawValidationMessage)
        .map((message) => `${name}: ${message}`),
    );
    expect([...new Set(raw)]).toEqual([]);
  });

  it("an empty list, a missing value and a bad address read as sentences", () => {
    expect(z.array(z.string()).min(1).safeParse([]).error?.issues[0]?.message).toBe("Add at least one.");
    expect(z.object({ name: z.string() }).safeParse({}).error?.issues[0]?.message).toBe("This is required.");
    expect(z.email().safeParse("nope").error?.issues[0]?.message).toBe("Enter a valid e-mail address.");
    expect(z.string().max(3).safeParse("long").error?.issues[0]?.message).toBe("Use at most 3 characters.");
    // A schema's own message still wins.
    expect(z.string().min(1, "Name is required").safeParse("").error?.issues[0]?.message).toBe("Name is required");
  });

  it("recognises every kind of default message zod writes (the check the web client relies on)", () => {
    z.config({ customError: undefined });
    const defaults = everySchema().flatMap(({ schema }) => messagesOf(schema));
    const samples = [
      "Too small: expected array to have >=1 items",
      "Invalid input: expected string, received undefined",
      'Invalid option: expected one of "a"|"b"',
      'Unrecognized key: "x"',
      "Invalid UUID",
      "Invalid string: must match pattern /^a$/",
    ];
    for (const sample of samples) expect(isRawValidationMessage(sample), sample).toBe(true);
    // Without the plain map, the shared schemas do produce zod's wording, which this test then sees.
    expect(defaults.filter(isRawValidationMessage).length).toBeGreaterThan(100);
    for (const plain of ["Add at least one.", "This is required.", "Invalid email or password."])
      expect(isRawValidationMessage(plain)).toBe(false);
  });

  it("has a sentence for every issue code", () => {
    const codes = [
      "invalid_type",
      "too_small",
      "too_big",
      "invalid_format",
      "not_multiple_of",
      "unrecognized_keys",
      "invalid_union",
      "invalid_key",
      "invalid_element",
      "invalid_value",
      "custom",
    ];
    for (const code of codes) {
      const issue = {
        code,
        input: 1,
        origin: "number",
        minimum: 1,
        maximum: 2,
        format: "regex",
        divisor: 2,
        keys: ["a"],
        values: ["a"],
      };
      const message = plainValidationMessage(issue as unknown as z.core.$ZodRawIssue);
      expect(isRawValidationMessage(message), code).toBe(false);
      expect(message).toMatch(/\.$/);
    }
  });
});

describe("zod in the browser", () => {
  it("runs jitless, so it never probes eval under the CSP", () => {
    configureZod({ jitless: true });
    expect(z.config().jitless).toBe(true);
  });
});
