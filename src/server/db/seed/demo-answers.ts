import type { DemoCandidate } from "./demo-data";

/** flite's voices that speak any text (awb_time only tells the time). */
const VOICES = ["slt", "kal", "awb", "rms", "kal16"] as const;

/** The flite voice a demo candidate speaks with, so the demo interviews sound apart. */
export function demoVoice(variant: number): string {
  return VOICES[variant % VOICES.length]!;
}

const EXPERIENCE_YEARS: Record<DemoCandidate["experience"], string> = {
  entry: "about two years",
  mid: "about five years",
  senior: "close to ten years",
  executive: "more than fifteen years",
};

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const sentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, "");

/**
 * What a demo candidate says to each of the network interview's seven questions (decision 0078):
 * built from their own profile, so every candidate answers differently and what they say matches
 * what their profile claims. Each answer runs about 30 to 90 seconds when flite speaks it.
 */
export function demoAnswers(person: DemoCandidate): string[] {
  const [current, ...earlier] = person.work;
  const skills = person.skills.map(([name]) => name);
  const [strongest = "Python", second = "writing", third = "testing"] = [...person.skills]
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
  const years = EXPERIENCE_YEARS[person.experience];
  const where = current ? `at ${current.company}` : "in my last role";
  const previous = earlier[0];
  return [
    [
      `I am ${person.firstName}, and I work as a ${person.title}, based in ${person.location}.`,
      person.summary,
      previous
        ? `Before my current role I was a ${previous.position} at ${previous.company}, where I ${sentence(previous.description)}.`
        : "This is my first role in the field, and I came to it from a neighbouring discipline.",
      `I have been working with data and software for ${years}.`,
      "What pulled me towards AI was seeing a model make a decision that a person used to make by hand, and realising how much care it takes to make that decision trustworthy.",
      "Since then I have tried to stay close to the people who use what I build, because that is where you learn whether it actually helps.",
    ].join(" "),
    [
      `My strongest skills are ${list([strongest, second, third])}.`,
      current
        ? `In my current role ${where} I ${sentence(current.description)}.`
        : `On my most recent project I used ${strongest} every day.`,
      `${strongest} is the tool I reach for first, and I have used it for most of my career.`,
      `${second} matters just as much to me, because a result nobody can reproduce or explain is not really a result.`,
      "On that project the hardest part was not the code. It was agreeing with the team on what good looked like, writing it down as a test, and then keeping that test honest as the requirements moved.",
      "I measured the outcome before and after, and I shared the numbers with the people who had to live with the change.",
    ].join(" "),
    [
      `The most challenging project I have worked on was ${where}, when we had to change a system that many people depended on while it kept running.`,
      "What made it hard was that nobody could stop working while we changed it, and the old behaviour was only partly written down.",
      "I started by collecting real examples of what the system did, including the strange cases, and turned them into a set of checks we could run at any time.",
      `Then we moved one piece at a time, using ${list(skills.slice(0, 2))}, and compared the new results with the old ones before switching anything over.`,
      "Twice the comparison caught a difference we would otherwise have shipped.",
      "In the end the change went out without an outage, and the checks we wrote are still used by the team today.",
      "I learned to spend the first week understanding the problem rather than solving it.",
    ].join(" "),
    [
      `I am looking for a new role because I want to work on ${person.preferredRoles.toLowerCase()} problems closer to the product.`,
      current
        ? `I have learned a great deal ${where}, and I am proud of what we built there.`
        : "I have learned a great deal in my current position.",
      "But I would like to be part of a team where the models we ship are the product itself, and where the people who build them also talk to the customers.",
      "I am hoping to find a company that takes evaluation seriously, that ships often, and that is honest about what its systems can and cannot do.",
      "I would also like a role where I can mentor others, because explaining my work is the fastest way I know to find its weak points.",
    ].join(" "),
    [
      `As a ${person.title.toLowerCase()}, I do my best work in a team that writes things down.`,
      "I like short written proposals before big changes, clear owners for each decision, and a habit of reviewing each other's work kindly but carefully.",
      "I enjoy pairing on hard problems, and I also need some quiet hours to think without interruptions.",
      `Working from ${person.location}, I have found that a few fixed hours of overlap with the rest of the team are worth more than constant meetings.`,
      "Most of all I value a team where people can say that they are stuck or that they made a mistake, because that is how problems get fixed early.",
    ].join(" "),
    [
      `In three to five years I would like to be leading work as a ${person.title.toLowerCase()} on a product that many people rely on.`,
      `I want to go deeper in ${strongest} and ${second}, and to get better at the parts of the job that are not technical, such as planning, hiring and explaining trade-offs to people outside engineering.`,
      "I would like to have shipped at least one system that I can point to and say that it made someone's work noticeably easier.",
      "And I would like to have helped a few people earlier in their careers grow into roles they did not think they could do yet.",
      "Along the way I want to keep learning in public, by writing about what worked, what did not, and what I would do differently next time.",
    ].join(" "),
    [
      `Before accepting an offer as a ${person.title.toLowerCase()}, I would ask how the team decides what to build next, and who gets a say in that decision.`,
      "I would ask how the company measures whether its AI systems work for the people who use them, and what happens when they do not.",
      "I would ask what the first three months in the role usually look like, and how the team gives feedback to someone new.",
      "I would also ask about the on call rotation, how much time is set aside for fixing old problems, and what the biggest risk to the company is right now.",
      `And since I would be working with ${strongest}, I would ask which parts of the current system the team trusts least, and why.`,
      "The answers tell me a lot about whether I would do my best work there.",
    ].join(" "),
  ];
}
