/** Query keys of the accounts domain (the signed-in user itself lives in lib/session: sessionKeys). */
export const accountsKeys = {
  all: ["accounts"] as const,
  clientConfig: () => [...accountsKeys.all, "client-config"] as const,
  memberInvitation: (token: string) => [...accountsKeys.all, "member-invitation", token] as const,
};
