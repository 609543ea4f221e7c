import { describe, expect, it } from "vitest";
import { EXCERPT_MAX, isBareList, isNegated, listedNames, resumeMentions, sentenceMention } from "./skill-mentions";

const skill = (name: string) => new RegExp(`(?<![a-z0-9+#])${name}(?![a-z0-9+#])`, "i");
const names = ["Go", "PostgreSQL", "Kubernetes", "AWS", "Machine Learning"].map(skill);

/** Whether `name`'s first mention in `sentence` is denied. */
const denied = (sentence: string, name: string) => {
  const start = sentence.toLowerCase().indexOf(name.toLowerCase());
  return isNegated(sentence, start, start + name.length);
};

describe("a bare list or a sentence (decision 0070)", () => {
  it("calls names alone, with or without a label or separators, a list", () => {
    for (const text of [
      "Go PostgreSQL Kubernetes AWS",
      "Skills: Go, Rust, SQL",
      "go, postgresql, kubernetes, aws, rust, java, docker",
      "Languages & tools: Go / Rust / SQL",
      "Experience with Go, AWS and Kubernetes",
      "Used Go, PostgreSQL, Kubernetes, AWS",
      "Machine Learning, Data Engineering, Testing",
      "Go PostgreSQL Networking Testing",
      "I know Go, PostgreSQL, Kubernetes and AWS.",
    ]) {
      expect(isBareList(text, names), text).toBe(true);
    }
  });

  it("calls a sentence that shows the skill in use a sentence", () => {
    for (const text of [
      "Built the billing service in Go",
      "Five years writing Go services and some Java.",
      "I ran our Kubernetes clusters for two years.",
      "At Acme, I built the billing service in Go, ran it on AWS, and moved it to Kubernetes.",
      "Wrote Go services.",
      "Led the machine learning platform team",
      'I ran our Kubernetes clusters, "by hand", for two years.',
    ]) {
      expect(isBareList(text, names), text).toBe(false);
    }
  });
});

describe("a sentence that says a skill was not used", () => {
  it("denies what follows a negation in its clause", () => {
    expect(denied("I have never used Kubernetes or AWS.", "Kubernetes")).toBe(true);
    expect(denied("I have never used Kubernetes or AWS.", "AWS")).toBe(true);
    expect(denied("I haven't touched AWS.", "AWS")).toBe(true);
    expect(denied("I haven’t touched AWS.", "AWS")).toBe(true);
    expect(denied("Not familiar with Go.", "Go")).toBe(true);
    expect(denied("I didn't use PostgreSQL there.", "PostgreSQL")).toBe(true);
    expect(denied("No experience with AWS yet.", "AWS")).toBe(true);
    expect(denied("We deployed without Kubernetes.", "Kubernetes")).toBe(true);
  });

  it("denies a skill that opens its clause when a negation follows closely", () => {
    expect(denied("AWS, I haven't touched.", "AWS")).toBe(true);
    expect(denied("Kubernetes I have never used.", "Kubernetes")).toBe(true);
    expect(denied("Go is great and I don't miss Java.", "Go")).toBe(false);
  });

  it("stops at a contrast, a semicolon or a comma that a negation opens", () => {
    expect(denied("I never used AWS, but I ran Kubernetes every day.", "Kubernetes")).toBe(false);
    expect(denied("I never used AWS; Kubernetes I ran every day.", "Kubernetes")).toBe(false);
    expect(denied("I used Go, not Rust.", "Go")).toBe(false);
    expect(denied("I used Rust, not Go.", "Go")).toBe(true);
  });

  it("leaves an answering 'No,' and 'not only', 'no longer', 'no problem' alone", () => {
    expect(denied("No, I ran it on AWS.", "AWS")).toBe(false);
    expect(denied("Not only Go but also Rust.", "Go")).toBe(false);
    expect(denied("We no longer run on AWS.", "AWS")).toBe(false);
    expect(denied("I had no problem learning Go.", "Go")).toBe(false);
  });

  it("counts a sentence as shown when any of its mentions is not denied", () => {
    expect(sentenceMention("I never used AWS before, but now everything we run is on AWS.", skill("AWS"), names)).toBe(
      "shown",
    );
    expect(sentenceMention("I have never used AWS.", skill("AWS"), names)).toBe("negated");
    expect(sentenceMention("Go, Kubernetes and AWS.", skill("AWS"), names)).toBe("listed");
    expect(sentenceMention("Nothing about it.", skill("AWS"), names)).toBeNull();
  });
});

describe("a resume's mentions", () => {
  it("reads each line or sentence, stops at the first that shows use, and cuts long ones around the mention", () => {
    const resume = [
      "Skills: Go, Rust, SQL",
      "I have not used Go at work. I built the billing service in Go on weekends.",
      "Go again.",
    ].join("\n");
    expect(resumeMentions(resume, skill("Go"), names)).toEqual([
      { kind: "listed", fragment: "Skills: Go, Rust, SQL" },
      { kind: "negated", fragment: "I have not used Go at work." },
      { kind: "shown", fragment: "I built the billing service in Go on weekends." },
    ]);
    const long = `Skills: ${Array.from({ length: 60 }, (_, at) => `Tool${at}`).join(", ")}, Go, ${Array.from({ length: 60 }, (_, at) => `Lib${at}`).join(", ")}`;
    const [mention] = resumeMentions(long, skill("Go"), names);
    expect(mention?.kind).toBe("listed");
    expect(mention?.fragment).toMatch(/^….*, Go, .*…$/);
    expect(mention!.fragment.length).toBeLessThanOrEqual(EXCERPT_MAX + 2);
  });

  it("counts the names of the resume's lists, not its sentences", () => {
    expect(listedNames("Skills: Go, Rust, SQL\nGo PostgreSQL Kubernetes AWS\nI built a service in Go.", names)).toBe(7);
  });
});
