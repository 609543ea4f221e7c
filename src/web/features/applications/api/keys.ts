/** Query keys of the applications domain (the candidate's own applications). */
export const applicationsKeys = {
  all: ["applications"] as const,
  myList: (page: number) => [...applicationsKeys.all, "mine", "list", page] as const,
  myApplication: (id: string) => [...applicationsKeys.all, "mine", "detail", id] as const,
};
