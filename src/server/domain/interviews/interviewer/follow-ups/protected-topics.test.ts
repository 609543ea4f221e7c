import { describe, expect, it } from "vitest";
import { PROTECTED_TOPICS, protectedTopicsIn, type ProtectedTopic } from "./protected-topics";

const PERSONAL: Readonly<Record<ProtectedTopic, readonly string[]>> = {
  age: [
    "How old are you?",
    "What's your age?",
    "What age were you when you started coding?",
    "When were you born?",
    "Were you born in 1985?",
    "What year did you graduate?",
    "Are you planning to retire soon?",
    "Are you 30 years old?",
  ],
  family: [
    "Do you have children who might affect your availability?",
    "Do your kids make late meetings hard?",
    "Are you married?",
    "Does your wife work too?",
    "How does your family feel about relocating?",
    "Who looks after your parents?",
    "Do you need childcare for late shifts?",
    "Is your partner moving with you?",
  ],
  health: [
    "Do you have any health conditions we should know about?",
    "How is your mental health after that project?",
    "Did you take sick leave during the launch?",
    "Do you have a disability?",
    "Are you on any medication?",
    "Were you diagnosed with ADHD?",
    "Do you need a reasonable accommodation?",
  ],
  religion: [
    "Are you religious?",
    "Do you go to church on Sundays?",
    "Would Ramadan affect your schedule?",
    "Is your faith important to you?",
    "Do you pray during work hours?",
  ],
  nationality: [
    "Where are you from originally?",
    "Where were you born?",
    "Do you need visa sponsorship?",
    "Are you a US citizen?",
    "Is English your first language?",
    "What is your native language?",
    "Where does your accent come from?",
    "What is your immigration status?",
    "Do you have a work permit?",
  ],
  ethnicity: [
    "What is your ethnicity?",
    "What race are you?",
    "Does your race matter to you here?",
    "Are you of mixed race?",
    "Do you belong to the Roma race?",
    "Is your ethnic background relevant to the team?",
    "Are you Hispanic?",
  ],
  sexuality: [
    "What is your sexual orientation?",
    "Are you gay?",
    "What pronouns do you use?",
    "What gender do you identify as?",
  ],
  pregnancy: [
    "Are you pregnant?",
    "Are you planning to have children soon?",
    "Will you take maternity leave?",
    "Are you expecting a baby?",
    "Do you plan to start a family?",
  ],
  "union-membership": [
    "Are you in a union?",
    "Were you a member of a trade union there?",
    "Did you join the union at your last job?",
    "Is union membership important to you?",
  ],
  pay: [
    "What is your current salary?",
    "What was your previous pay?",
    "How much were you paid at your last job?",
    "What were your wages there?",
    "What compensation did they offer you?",
    "What pay range are you expecting?",
    "What is your hourly rate?",
  ],
  politics: ["What are your political views?", "Who did you vote for?", "Did you join the protests?"],
  "criminal-record": [
    "Do you have a criminal record?",
    "Have you ever been arrested?",
    "Were you ever convicted of anything?",
    "Have you been in prison?",
  ],
};

describe("protectedTopicsIn", () => {
  for (const topic of PROTECTED_TOPICS) {
    it.each(PERSONAL[topic])(`finds ${topic} in %j`, (text) => {
      expect(protectedTopicsIn(text)).toContain(topic);
    });
  }

  it("names the topic the family example touches, and only that one", () => {
    expect(protectedTopicsIn("Do you have children who might affect your availability?")).toEqual(["family"]);
  });

  it("lists every topic found, in a fixed order", () => {
    expect(protectedTopicsIn("Are you pregnant, and what is your current salary and your age?")).toEqual([
      "age",
      "pregnancy",
      "pay",
    ]);
  });

  // Engineering words that share a stem or a sense with a protected topic: a follow-up about the
  // work must not be refused for them.
  it.each([
    "How did you manage the page cache in the storage layer?",
    "What was the cache max-age on those responses?",
    "How did you find the race condition in the scheduler?",
    "Did the data race show up before the release?",
    "Was there a race between the two writers?",
    "How did the payment service handle retries?",
    "How long did paying down the tech debt take?",
    "Did you pay down the debt before the migration?",
    "Did the refactor pay off, and how did you know?",
    "How did Apple Pay fit into the checkout flow?",
    "How much did you pay for the GPUs?",
    "How did the rate limiter treat bursts?",
    "How did your rate limiter treat bursts?",
    "Were you sick of the flaky tests by then?",
    "How did the health check detect the failing pod?",
    "What did the cluster health dashboard show?",
    "Which child processes did the supervisor restart?",
    "How did you render the children of each node?",
    "How did the parent child relationship map to tables?",
    "How did you choose the font family?",
    "Why did you use a union type for the states?",
    "How did the union of both sets get deduplicated?",
    "How did the replicas vote during leader election?",
    "Why did you retire the legacy service?",
    "Which accent colour did the design system use?",
    "How did you migrate the foreign key constraints?",
    "Which programming language did you choose for the parser?",
    "Was the React Native app cloud native too?",
    "How did you plan the adoption of Kubernetes?",
    "Why did you disable the feature flag?",
    "How did the saga run its compensating transactions?",
    "Are functions first-class citizens in that language?",
    "Which third party API handled the payouts?",
    "How did you split the god object?",
    "How old is the codebase you inherited?",
    "What were the worst offenders in the logs?",
    "How did the jailbreak filter work?",
    "How did the chroot jail isolate the builds?",
    "How were parent child links stored?",
    "Which fields were in the union type?",
    "Was there a race in the cache?",
  ])("finds nothing in the engineering question %j", (text) => {
    expect(protectedTopicsIn(text)).toEqual([]);
  });
});
