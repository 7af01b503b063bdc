/** Button looks (spec portal.md §9: button heights 40 or 48). */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} min-h-12 bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${base} min-h-12 border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`,
  primarySmall: `${base} min-h-10 bg-brand-600 text-white hover:bg-brand-700`,
  secondarySmall: `${base} min-h-10 border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50`,
  ghost: `${base} min-h-10 text-neutral-900 hover:bg-neutral-100`,
} as const;
