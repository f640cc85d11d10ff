import { Icon } from '../../components/ui/icons.tsx';

/** Previous/next arrows and dots shared by the reviews carousel and the gallery. */
const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 shadow-sm hover:bg-navy-50';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon strokeWidth={2.5}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Icon>
  );
}

export function ArrowButton({
  direction,
  label,
  onClick,
}: {
  direction: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={arrowClass}>
      <Chevron direction={direction} />
    </button>
  );
}

export function CarouselDots({
  count,
  current,
  labelOf,
  onSelect,
  surface = 'light',
}: {
  /** Background the dots sit on, so the current dot keeps 3:1 contrast. */
  surface?: 'light' | 'dark';
  count: number;
  current: number;
  labelOf: (index: number) => string;
  onSelect: (index: number) => void;
}) {
  return (
    <div className="flex items-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={labelOf(index)}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // 44 px target around a small visible dot.
          className="group inline-flex size-11 items-center justify-center rounded-full"
        >
          <span
            className={`block h-3 rounded-full transition-all motion-reduce:transition-none ${
              index === current
                ? `w-7 ${surface === 'dark' ? 'bg-sand-200' : 'bg-navy-700'}`
                : `w-3 ${surface === 'dark' ? 'bg-navy-600 group-hover:bg-navy-200' : 'bg-navy-200 group-hover:bg-navy-600'}`
            }`}
          />
        </button>
      ))}
    </div>
  );
}
