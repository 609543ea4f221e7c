import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PoolSpokenHit } from "@shared/candidates/contracts";
import { linkedSecond } from "@web/components/media/start-at-linked-second";
import { SpokenHit } from "./spoken-hit";

const hit: PoolSpokenHit = {
  interviewId: "interview-1",
  applicationId: "application-1",
  jobPostingId: null,
  questionIndex: 2,
  sentence: "…we built the RLHF reward model pipeline…",
  highlights: [{ start: 14, end: 18 }],
  startSeconds: 252,
};

const render = (value: PoolSpokenHit) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SpokenHit candidate={{ profileId: "profile-1" }} hit={value} />
    </MemoryRouter>,
  );

describe("a spoken match in the pool", () => {
  it("marks the search's words and links the profile's player at the sentence's second, as mm:ss", () => {
    const html = render(hit);
    expect(html).toContain("…we built the <mark");
    expect(html).toMatch(/<mark[^>]*>RLHF<\/mark> reward model pipeline…/);
    expect(html).toContain('href="/candidate-profile/profile-1?t=252"');
    expect(html).toContain('aria-label="Watch from 04:12"');
    expect(html).toContain(">04:12</time>");
  });

  it("opens the application for an interview of the company's own posting", () => {
    expect(render({ ...hit, jobPostingId: "posting-1" })).toContain('href="/application-details/application-1?t=252"');
  });

  it("reads the linked second only when it is whole seconds", () => {
    expect(linkedSecond(new URLSearchParams("t=252"))).toBe(252);
    expect(linkedSecond(new URLSearchParams("t=-3"))).toBeNull();
    expect(linkedSecond(new URLSearchParams("t=abc"))).toBeNull();
    expect(linkedSecond(new URLSearchParams(""))).toBeNull();
  });
});
