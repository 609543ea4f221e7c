import type { LegalDocument } from "./types";

export const cookiePolicy: LegalDocument = {
  id: "cookies",
  title: "Cookie Policy",
  path: "/cookies",
  summary: "OneTake uses one essential session cookie to keep you signed in, and no tracking cookies.",
  sections: [
    {
      title: "1. What cookies are",
      blocks: [
        {
          type: "paragraph",
          text: "Cookies are small files a website asks your browser to store and send back on later visits. They can keep you signed in, or they can track you across sites. We only do the first.",
        },
      ],
    },
    {
      title: "2. The one cookie we use",
      blocks: [
        {
          type: "paragraph",
          text: "When you sign in, we set a single essential session cookie whose name ends in “session_token”. It tells our server that requests come from your signed-in account.",
        },
        {
          type: "list",
          items: [
            "Purpose: keeping you signed in. Without it, you could not use your dashboard.",
            "Duration: up to 14 days after your last activity. Signing out deletes it.",
            "Protection: it is HttpOnly, so scripts on the page cannot read it, and SameSite=Lax, so it is not sent along when another site tries to submit a request to OneTake on your behalf. In production it is only ever sent over encrypted connections.",
            "Set by: OneTake only. It is never shared with anyone else.",
          ],
        },
      ],
    },
    {
      title: "3. What we do not use",
      blocks: [
        {
          type: "paragraph",
          text: "We use no analytics, advertising, social media or other tracking cookies, and no third-party cookies of any kind. Our fonts and images are served from our own servers, so visiting OneTake does not tell any other company that you did.",
        },
      ],
    },
    {
      title: "4. Your choices",
      blocks: [
        {
          type: "paragraph",
          text: "Because the session cookie is strictly necessary, we do not ask for consent to set it, and we show no cookie banner. You can block or delete cookies in your browser settings at any time; if you block this one, you will not be able to sign in.",
        },
      ],
    },
    {
      title: "5. Changes",
      blocks: [
        {
          type: "paragraph",
          text: "If we ever want to use another cookie, we will update this policy first and, where the law requires it, ask for your consent before setting it.",
        },
      ],
    },
  ],
};
