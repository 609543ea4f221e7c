import { useId } from "react";

const companyMarks = [
  { y: 40, mark: <rect x="412" y="60" width="24" height="24" rx="5" className="fill-indigo-600" /> },
  { y: 128, mark: <circle cx="424" cy="160" r="12" className="fill-indigo-400" /> },
  { y: 216, mark: <path d="M424 236 L437 258 H411 Z" className="fill-slate-500" /> },
];

/**
 * The landing hero's picture of the product: one recorded interview (self-view, "Question 3 of 7",
 * timer, a quiet "Saved" tick) reaching several verified companies. Inline SVG, no image request.
 */
export function HeroArt({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 480 330" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>
        An interview recording at question 3 of 7, saved and shared with three verified AI companies.
      </title>

      {/* The interview window */}
      <rect x="16" y="24" width="320" height="264" rx="14" className="fill-white stroke-slate-200" strokeWidth="1.5" />
      <text x="36" y="54" className="fill-slate-600 text-[13px] font-medium">
        Question 3 of 7
      </text>
      <circle cx="262" cy="50" r="4" className="fill-rose-600" />
      <text x="316" y="54" textAnchor="end" className="fill-slate-900 text-[13px] font-semibold tabular-nums">
        12:41
      </text>

      <rect x="36" y="70" width="280" height="150" rx="10" className="fill-indigo-50" />
      <circle cx="176" cy="124" r="24" className="fill-indigo-200" />
      <path d="M128 220 C128 182 150 162 176 162 C202 162 224 182 224 220 Z" className="fill-indigo-200" />
      <rect x="48" y="196" width="44" height="14" rx="7" className="fill-white" />
      <circle cx="60" cy="203" r="3.5" className="fill-emerald-600" />
      <circle cx="78" cy="203" r="3.5" className="fill-emerald-600" />

      <rect x="36" y="238" width="190" height="10" rx="5" className="fill-slate-200" />
      <rect x="36" y="258" width="130" height="10" rx="5" className="fill-slate-200" />
      <rect x="242" y="240" width="74" height="28" rx="14" className="fill-emerald-50 stroke-emerald-200" />
      <path d="M254 254 l4 4 l8 -8" fill="none" strokeWidth="2" strokeLinecap="round" className="stroke-emerald-700" />
      <text x="272" y="258.5" className="fill-emerald-700 text-[12px] font-medium">
        Saved
      </text>

      {/* One recording, many companies */}
      {companyMarks.map(({ y }) => (
        <path
          key={y}
          d={`M336 156 C364 156 364 ${y + 32} 392 ${y + 32}`}
          fill="none"
          strokeWidth="1.5"
          strokeDasharray="4 6"
          className="stroke-indigo-300"
        />
      ))}
      {companyMarks.map(({ y, mark }) => (
        <g key={y}>
          <rect
            x="392"
            y={y}
            width="64"
            height="64"
            rx="12"
            className="fill-white stroke-slate-200"
            strokeWidth="1.5"
          />
          {mark}
          <circle cx="452" cy={y + 4} r="9" className="fill-emerald-600" />
          <path
            d={`M448 ${y + 4} l3 3 l5 -6`}
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-white"
          />
        </g>
      ))}
      <text x="456" y="312" textAnchor="end" className="fill-slate-600 text-[12px]">
        Verified AI companies
      </text>
    </svg>
  );
}
