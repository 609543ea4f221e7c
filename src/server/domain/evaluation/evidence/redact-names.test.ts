import { describe, expect, it } from "vitest";
import { nameParts, redactNameInText, redactNameInWords } from "./redact-names";

const jane = nameParts({ firstName: "Jane", lastName: "O'Neil-Smith" });

describe("a candidate's name taken out of what they said", () => {
  it("knows every part of the name, apostrophes and hyphens included, and ignores single letters", () => {
    expect(jane).toEqual(["jane", "oneil", "smith"]);
    expect(nameParts({ firstName: "J.", lastName: "Lee" })).toEqual(["lee"]);
  });

  it("replaces each word of the name, keeps punctuation and possessives, and leaves other words", () => {
    expect(redactNameInText("Hi, I'm Jane O'Neil-Smith. Jane's team shipped it; Janet helped.", jane)).toBe(
      "Hi, I'm [name] [name]-[name]. [name]'s team shipped it; Janet helped.",
    );
  });

  it("in a cased transcript takes only capitalised words, so a name that is also a word stays a word", () => {
    const will = nameParts({ firstName: "Will", lastName: "Young" });
    expect(redactNameInText("My name is Will Young and I will keep young teams small.", will)).toBe(
      "My name is [name] [name] and I will keep young teams small.",
    );
  });

  it("in an all-lower-case transcript takes every match", () => {
    expect(redactNameInText("my name is jane smith and smith is my surname", jane)).toBe(
      "my name is [name] [name] and [name] is my surname",
    );
  });

  it("keeps each timed word in its place and time", () => {
    const words = [
      { text: "I'm", start: 0, end: 0.3 },
      { text: "Jane,", start: 0.3, end: 0.7 },
      { text: "hi", start: 0.7, end: 1 },
    ];
    expect(redactNameInWords(words, jane)).toEqual([
      { text: "I'm", start: 0, end: 0.3 },
      { text: "[name],", start: 0.3, end: 0.7 },
      { text: "hi", start: 0.7, end: 1 },
    ]);
    expect(redactNameInWords(words, [])).toEqual(words);
  });
});
