import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { leadResumeFilePath, type LeadItem, type LeadItemOf, type LeadKind } from "@shared/leads/admin-contracts";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";

export interface LeadColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Long free text: wider, and wraps. */
  wide?: boolean;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// Everything a visitor typed is rendered as text (React escapes it); links are built only from
// the e-mail address (mailto:) and our own download path.

function Email({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-indigo-700 underline-offset-4 hover:underline">
      {email}
    </a>
  );
}

function Text({ value }: { value: string | null }) {
  return value ? (
    <span className="whitespace-pre-line break-words">{value}</span>
  ) : (
    <span className="text-muted-foreground">Not given</span>
  );
}

const when = (header: string) => ({
  header,
  cell: (item: { createdAt: string }) => (
    <time dateTime={item.createdAt} className="whitespace-nowrap">
      {formatDate(item.createdAt, "dateTime")}
    </time>
  ),
});

// The waitlist and early-access forms ask a business the same two things first.
const business: LeadColumn<{ businessName: string }> = {
  header: "Business",
  cell: (item) => <span className="font-medium">{item.businessName}</span>,
};

const businessContact: LeadColumn<{ contactName: string; email: string }> = {
  header: "Contact",
  cell: (item) => (
    <div className="grid">
      <span>{item.contactName}</span>
      <Email email={item.email} />
    </div>
  ),
};

const columnsByKind: { [K in LeadKind]: LeadColumn<LeadItemOf<K>>[] } = {
  waitlist: [
    business,
    businessContact,
    { header: "Hiring needs", cell: (item) => <Text value={item.hiringNeeds} />, wide: true },
    when("Joined"),
  ],
  "early-access": [
    business,
    businessContact,
    { header: "Roles", cell: (item) => <Text value={item.roles} />, wide: true },
    when("Requested"),
  ],
  consultations: [
    {
      header: "Name",
      cell: (item) => (
        <div className="grid">
          <span className="font-medium">
            {item.firstName} {item.lastName}
          </span>
          <span className="text-muted-foreground">{item.jobTitle}</span>
        </div>
      ),
    },
    { header: "Company", cell: (item) => item.company },
    {
      header: "Contact",
      cell: (item) => (
        <div className="grid">
          <Email email={item.email} />
          <span className="tabular-nums">{item.phone}</span>
        </div>
      ),
    },
    { header: "Message", cell: (item) => <Text value={item.message} />, wide: true },
    {
      header: "Opt-ins",
      cell: (item) => (
        <div className="flex flex-wrap gap-1">
          {item.marketingOptIn && <Badge variant="secondary">Marketing</Badge>}
          {item.updatesOptIn && <Badge variant="secondary">Updates</Badge>}
          {!item.marketingOptIn && !item.updatesOptIn && <span className="text-muted-foreground">None</span>}
        </div>
      ),
    },
    when("Requested"),
  ],
  "contact-messages": [
    {
      header: "Name",
      cell: (item) => (
        <span className="font-medium">
          {item.firstName} {item.lastName}
        </span>
      ),
    },
    { header: "Email", cell: (item) => <Email email={item.email} /> },
    { header: "Subject", cell: (item) => <Text value={item.subject} /> },
    { header: "Message", cell: (item) => <Text value={item.message} />, wide: true },
    when("Sent"),
  ],
  newsletter: [{ header: "Email", cell: (item) => <Email email={item.email} /> }, when("Subscribed")],
  resumes: [
    { header: "Name", cell: (item) => <span className="font-medium">{item.name}</span> },
    { header: "Email", cell: (item) => <Email email={item.email} /> },
    { header: "Role interest", cell: (item) => <Text value={item.roleInterest} /> },
    {
      header: "Resume",
      cell: (item) => (
        <a
          href={leadResumeFilePath(item.id)}
          download
          className="inline-flex max-w-full items-center gap-1.5 font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          <Download className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{item.file.name}</span>
          <span className="shrink-0 font-normal text-muted-foreground tabular-nums">
            ({formatBytes(item.file.byteSize)})
          </span>
          <span className="sr-only">, download resume of {item.name}</span>
        </a>
      ),
    },
    when("Submitted"),
  ],
};

/** The columns for a kind, seen through the union (each kind's rows are its own items). */
export function leadColumns(kind: LeadKind): LeadColumn<LeadItem>[] {
  return columnsByKind[kind] as unknown as LeadColumn<LeadItem>[];
}

/** A short name for a row, for card headings and accessible names. */
export function leadTitle(item: LeadItem): string {
  switch (item.kind) {
    case "waitlist":
    case "early-access":
      return item.businessName;
    case "consultations":
    case "contact-messages":
      return `${item.firstName} ${item.lastName}`;
    case "resumes":
      return item.name;
    case "newsletter":
      return item.email;
  }
}
