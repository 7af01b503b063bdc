import type { ReactNode } from 'react';

/** The point services the footer links to (spec portal.md §2 "Footer", §6). */
export type PointServiceKey = 'health' | 'incentive' | 'platform';

const marks: Record<PointServiceKey, ReactNode> = {
  health: (
    <>
      <circle cx="12" cy="12" r="12" fill="#1f8a4c" />
      <path d="M12 4v16M4 12h16" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  incentive: <path d="M12 0l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3L12 19l-7.4 4 1.4-8.3-6-5.9 8.3-1.2z" fill="#c2410c" />,
  platform: (
    <>
      <circle cx="12" cy="12" r="12" fill="#3730a3" />
      <path d="M9 18V6h4.2a3.6 3.6 0 0 1 0 7.2H9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
    </>
  ),
};

const tones: Record<PointServiceKey, string> = {
  health: 'bg-[#e8f6ee] text-[#14532d]',
  incentive: 'bg-[#fff4e5] text-[#7c2d12]',
  platform: 'bg-[#eef2ff] text-[#312e81]',
};

/**
 * A point service's logo: its mark, drawn in the page, and its name as the page's own text. As separate SVG images
 * with their names in SVG text, each logo was a document of its own for the browser, and the first one's Japanese
 * text took 46 ms of layout on the main thread during the page's load (ADR 0030). The name is the link's name too.
 */
export function PointServiceLogo({ service, label }: { service: PointServiceKey; label: string }) {
  return (
    <span
      data-logo={service}
      className={`inline-flex h-10 min-w-40 items-center gap-2 rounded-lg px-2 text-xs font-bold whitespace-nowrap ${tones[service]}`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="shrink-0">
        {marks[service]}
      </svg>
      {label}
    </span>
  );
}
