export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'outline-light';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-navy-900 text-white hover:bg-navy-700',
  accent: 'bg-coral-600 text-white shadow-sm hover:bg-coral-700',
  outline: 'border border-navy-200 bg-white text-navy-900 hover:bg-navy-50',
  ghost: 'text-navy-800 hover:bg-navy-50',
  'outline-light': 'border border-white/70 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

/** Shared look of buttons and button-like links, so both stay consistent. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
