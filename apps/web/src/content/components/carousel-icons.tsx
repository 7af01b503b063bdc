/** Decorative icons of the CMS widgets (aria-hidden; every control has a text label). */
const svg = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ChevronLeft = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...svg} className={className}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRight = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...svg} className={className}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const ChevronDown = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...svg} className={className}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const PauseIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...svg} className={className}>
    <path d="M9 5v14M15 5v14" />
  </svg>
);
export const PlayIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...svg} className={className}>
    <path d="m8 5 11 7-11 7z" />
  </svg>
);
export const CheckIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...svg} className={className}>
    <path d="m5 12 5 5 9-10" />
  </svg>
);
