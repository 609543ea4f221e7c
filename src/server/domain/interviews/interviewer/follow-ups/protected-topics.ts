import { tokensOf } from "../../../evaluation/evidence/words";

/*
 * Topics an interviewer must never raise, whoever brought them up: the protected characteristics,
 * pay history (refused everywhere, which covers every place it is banned), politics and criminal
 * record. Found by a fixed lexicon, never by a model, so a refusal is explainable and cannot be
 * argued with.
 *
 * The lexicon is matched against the question's tokens joined by single spaces (tokensOf: lower
 * case, no punctuation, "you're" = "youre"), whole words only. Many of these words are also
 * ordinary engineering words, and a follow-up about engineering is the common case, so a word
 * with an engineering sense counts only in its personal sense:
 *   - "age" alone never counts ("cache max-age"); "your age", "how old are you" do;
 *   - "race" counts unless it is a race condition, a data race or a race between two things;
 *   - "pay" counts only as earnings ("your previous pay", "pay range"), never for "payment
 *     service", "paying down tech debt" or "the refactor paid off";
 *   - "child"/"children" count unless a process, node, component... follows;
 *   - "health" counts as a person's ("your health", "mental health"), never a health check;
 *   - "union" counts as a trade union ("in a union", "union membership"), never a union type.
 * A follow-up wrongly refused costs one question not asked; one wrongly asked can discriminate.
 * When in doubt the lexicon refuses.
 */

export const PROTECTED_TOPICS = [
  "age",
  "family",
  "health",
  "religion",
  "nationality",
  "ethnicity",
  "sexuality",
  "pregnancy",
  "union-membership",
  "pay",
  "politics",
  "criminal-record",
] as const;

export type ProtectedTopic = (typeof PROTECTED_TOPICS)[number];

/** A pattern over normalised text that matches whole words only. */
function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "u");
}

/** Not right after one of these whole words ("data race", not "a race" inside "data race"). */
function notAfter(alternatives: string): string {
  return `(?<!(?<![\\p{L}\\p{N}])(?:${alternatives}) )`;
}

// Nouns that make "child"/"children" a data structure or a process, not a person.
const TECHNICAL_CHILD =
  "process|processes|node|nodes|component|components|element|elements|thread|threads|class|classes|span|spans|table|tables|task|tasks|job|jobs|window|windows|route|routes|record|records|row|rows|item|items|entity|entities|resource|resources|widget|widgets|theme|themes|object|objects|module|modules|key|keys|list|lists|tree|trees|view|views|query|queries|pipeline|pipelines|relationship|relationships|pointer|pointers|ref|refs|of";

const LEXICON: Readonly<Record<ProtectedTopic, readonly RegExp[]>> = {
  age: [
    words("how old (are|were) you"),
    words("(are|were) you (too |very |quite )?(old|young)"),
    words("(you|youre) (\\p{L}+ )?too (old|young)"),
    words("(your|what|which) age|age (are|were|will) you"),
    words("(you|youre|are you|were you) ([\\p{L}\\p{N}]+ ){0,2}years? old"),
    words("date of birth|birth ?date|birthdays?|year of birth|when were you born|year (were you|you were) born"),
    words("born in (19|20)\\p{N}\\p{N}"),
    words("(when|what year) did you graduate|graduation year"),
    // Retiring a service is engineering; retiring oneself is age.
    words(
      "(you|youre) (\\p{L}+ ){0,2}(retire|retiring)(?! (the|a|an|it|that|this|those|these|our|your|its|their|some|any|all|old|legacy|deprecated|services?|systems?))",
    ),
    words("your retirement|retirement (plans?|age)"),
    words("(older|younger) (workers|candidates|people|colleagues|employees)"),
  ],
  family: [
    words(`${notAfter("parent")}(kids|children|child)(?! (${TECHNICAL_CHILD}))`),
    words("childcare|child care|daycare|day care|nursery|babysit\\p{L}*|nannies|nanny|school run"),
    words("caregiv\\p{L}*|carers?|caring for (a |an |your |my )?(\\p{L}+ )?(parents?|relatives?|mother|father)"),
    words(
      "married|marriage|marital|husbands?|wife|wives|spouses?|divorce|divorced|divorcing|widow|widowed|widower|fianc\\p{L}*|boyfriends?|girlfriends?|relationship status|engaged to|single (parent|mother|father)|significant other",
    ),
    words("(your|a|life) partner(?! (team|teams|company|companies|api|apis|integration|integrations|org|orgs))"),
    words(
      "(your|my) (parents|mother|father|mom|mum|dad|siblings?|brothers?|sisters?|relatives|grandparents?|grandchildren|sons?|daughters?)(?! tongue)",
    ),
    words(
      `${notAfter("font|instance|model|product|protocol|chip|processor|cpu|gpu|type|os|language|device|machine|browser|hardware|typeface")}family(?! (of|name|names|tree|trees))`,
    ),
    words("(you|youre) (have )?(any )?(dependants|dependents)"),
  ],
  health: [
    words("(your|my|his|her|their) (mental |physical )?health|(mental|physical|ill) health"),
    words("health (conditions?|issues?|problems?|history|reasons|needs|insurance)"),
    words(
      "medical (conditions?|history|leave|issues?|problems?|needs|reasons|appointments?|records?)|(your|any) medical \\p{L}+",
    ),
    words("medications?|illness|illnesses|sick(?! of)|sickness|disability|disabilities|handicap\\p{L}*|wheelchair"),
    words(
      "chronic (pain|illness|conditions?|fatigue)|diagnos(is|ed)|therapy|therapist|surgery|injury|injuries|injured",
    ),
    words("hospitali[sz](ed|ation)|in (the )?hospital|doctors? note"),
    words("neurodivergen\\p{L}*|neurodiverse|adhd|autism|autistic|dyslexia|dyslexic|depression|anxiety"),
    words("(drug|alcohol) (use|tests?|testing|problems?)|vaccinat\\p{L}*|unvaccinated|reasonable accommodations?"),
    words(
      "(are|were) you disabled|youre disabled|disabled (person|people|candidates?|employees?|workers?|colleagues?)",
    ),
    words("deaf|hearing (loss|impairment|impaired)|visual(ly)? impair\\p{L}*|(are|were|youre) (you )?blind"),
  ],
  religion: [
    words("religion|religions|religious|church|churches|mosques?|synagogues?|pray|prays|prayed|praying|prayers?"),
    words("worship\\p{L}*|(your|of) faith|believe in god"),
    words(
      "christians?|christianity|muslims?|islam|islamic|jewish|judaism|jews?|hindus?|hinduism|buddhis(t|ts|m)|sikhs?|sikhism|atheis(t|ts|m)|catholics?|catholicism|protestants?|mormons?",
    ),
    words("ramadan|sabbath|kosher|halal|hijab|headscarf|turban|yarmulke|kippah"),
  ],
  nationality: [
    words(`nationality|nationalities|${notAfter("class")}citizens?|citizenship|naturali[sz](ed|ation)`),
    words("immigra\\p{L}*|emigra\\p{L}*|migrants?|refugees?|asylum"),
    words(
      "(work|student|tourist|your|a) visas?(?! (card|cards|network|api|payments?))|visa (status|sponsorship|requirements?|holder|type)|h ?1 ?b",
    ),
    words(
      "green card|work permit|residence permit|permanent residen\\p{L}*|right to work|(need|require|requires|needs) sponsorship|sponsor (you|your)|passports?",
    ),
    words("native (languages?|tongue|speakers?|english|country)|first language|mother tongue"),
    words("accents?(?! (colou?rs?|bars?|lines?|borders?|marks?))"),
    words(
      "where (are|were) you from|where (were you|you were) born|country of (origin|birth)|birthplace|place of birth",
    ),
    words(
      "home country|your country|(which|what) country are you|your (english|accent)|foreigners?|foreign nationals?",
    ),
  ],
  ethnicity: [
    words("ethnicity|ethnicities|ethnic|ethnically|racial|racially"),
    words(
      `${notAfter("data|arms|rat|drag|a|the|horse|space")}races?(?! (conditions?|detectors?|detection|free|windows?|hazards?|between|to|against|with|for))`,
    ),
    words("skin (colou?r|tone)|colou?r of your skin|mixed race"),
    words("caucasian|hispanic|latin[oa]s?|latinx|(african|asian|arab|native) americans?|indigenous|aboriginal"),
    words("ancestry|(your|ethnic) (heritage|background|origins?)"),
  ],
  sexuality: [
    words(
      "sexuality|sexual|sexually|sex|sexes|gay|gays|lesbians?|bisexual\\p{L}*|transgender\\p{L}*|queer|lgbt\\p{L}*",
    ),
    words("heterosexual\\p{L}*|homosexual\\p{L}*|asexual|pansexual|non ?binary|genders?|gendered|pronouns"),
    words(
      "trans (man|woman|men|women|person|people)|(male|man) or (a )?(female|woman)|(female|woman) or (a )?(male|man)",
    ),
  ],
  pregnancy: [
    words("pregnan\\p{L}*|maternity|paternity|parental (leave|plans?)"),
    words("expecting (a |another )?(baby|child)|having (a |another )?baby"),
    words(
      "(plan|plans|planning|want|wanting|intend|intending|hope|hoping) (\\p{L}+ )?(to have|on having|for) (a |any |more |another )?(baby|babies|child|children|kids|family)",
    ),
    words("(start|starting) (a |your )?family|family planning|fertility|ivf|miscarriage"),
    words(
      "(a|new|your|the) (baby|newborn)(?! steps?)|newborns?|adopt(ing)? (a |another )?(child|baby)|giving birth|give birth",
    ),
  ],
  "union-membership": [
    words("trade unions?|labou?r unions?|unioni[sz]\\p{L}*|collective bargaining"),
    words(
      "unions? (member|members|membership|dues|reps?|representatives?|activity|activities|organi[sz]er|organi[sz]ing|meetings?)",
    ),
    words(
      "(in|join|joined|joining|belong to|member of) (a |the |any )?union(?! (type|types|of|all|find|query|queries))",
    ),
    words("your union|(on|go on|going on|went on) strike"),
  ],
  pay: [
    words(
      "salary|salaries|salaried|wages?|remuneration|payslips?|paychecks?|pay cheques?|paycheques?|ctc|cost to company",
    ),
    words(
      "(your|current|previous|last|prior|past|expected|desired|base|hourly|annual|take home|starting) (pay|salary|compensation|earnings|income|wages?|bonus|bonuses|remuneration)",
    ),
    words(
      "pay (rates?|ranges?|expectations?|history|bands?|grades?|scales?|slips?|stubs?|cuts?|rises?|raises?|increases?|package|levels?|gap)",
    ),
    words("(your|hourly|daily|day) rate(?! (limits?|limiters?|limiting|of))"),
    words(
      "compensation (package|history|expectations?|ranges?|bands?|details)|what compensation|(benefits|salary|pay) package",
    ),
    words(
      "how much (do|did|does|were|are|was|is|will|would) (you|they) (\\p{L}+ )?(paid|earn|earned|earning|make|made|making|pay(?! (for|off|down|back)))",
    ),
    words("(you|youre|your) (\\p{L}+ )?(earn|earned|earning|earnings|income)"),
  ],
  politics: [
    words("politics|political|politically|politicians?|party (membership|affiliation)"),
    words("(did|do|would|will) you vote (for|in)|who did you vote|you voted (for|in)|your vote"),
    words("democrats?|republicans?|tory|tories|labour party|conservative party|liberal party|left wing|right wing"),
    words("activis(t|ts|m)|protests?|protested|protesting|protesters?|abortion|gun control"),
  ],
  "criminal-record": [
    words("criminal|crimes?|convicted|convictions?|arrested|arrests?|felon|felons|felony|felonies|misdemeanou?rs?"),
    words(`${notAfter("chroot|freebsd")}jail|jailed|prison|prisons|imprisoned|imprisonment|incarcerat\\p{L}*`),
    words("police record|(been|ever) charged|charged with a|parole|on probation|probation officer|dui|dwi"),
    words("served time|offences?|offenses?"),
  ],
};

/** The protected topics a text touches, in PROTECTED_TOPICS order. */
export function protectedTopicsIn(text: string): ProtectedTopic[] {
  const normalised = tokensOf(text).join(" ");
  return PROTECTED_TOPICS.filter((topic) => LEXICON[topic].some((pattern) => pattern.test(normalised)));
}
