import { CheckIcon } from '../../components/ui/icons.tsx';
import type {
  CommonProblem,
  ContentCard,
  InspectionType,
  ProcessStep,
  ServedIndustry,
} from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { formatStartingPrice } from './service-page-models.ts';

export function ServiceCards({ cards }: { cards: ContentCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm"
        >
          <h3 className="font-display text-xl font-bold text-navy-900">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.description}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-800">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-700" />
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Title-and-text tiles: the served industries and the common problems. */
export function InfoTiles({
  items,
  columns,
}: {
  items: (ServedIndustry | CommonProblem)[];
  columns: 'three' | 'four';
}) {
  return (
    <ul
      className={`grid gap-4 sm:grid-cols-2 ${columns === 'three' ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {items.map((item) => {
        const heading = 'name' in item ? item.name : item.title;
        return (
          <li
            key={heading}
            className="rounded-2xl border-l-4 border-ocean-600 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-bold text-navy-900">{heading}</h3>
            <p className="mt-1 text-slate-700">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const t = useT(messages);
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.step} className="rounded-2xl bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-navy-900 font-display text-xl font-bold text-white"
          >
            {step.step}
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy-900">
            <span className="sr-only">{t('step', { step: step.step })}</span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Every bookable inspection with its price; each card's button opens the request for that type. */
export function InspectionPrices({
  types,
  onSchedule,
}: {
  types: InspectionType[];
  onSchedule: (type: InspectionType['value']) => void;
}) {
  const t = useT(messages);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('inspectionTypesList')}>
      {types.map((type) => (
        <li
          key={type.value}
          className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-sm"
        >
          <h3 className="font-display text-xl font-bold text-navy-900">{type.name}</h3>
          <p className="mt-3 text-sm font-semibold text-slate-600 uppercase">
            {type.startingPrice === 0 ? t('price') : t('startingAt')}
          </p>
          <p className="font-display text-4xl font-bold text-coral-700">
            {type.startingPrice === 0 ? t('free') : formatStartingPrice(type.startingPrice)}
          </p>
          <p className="mt-3 text-slate-700">{type.description}</p>
          <div className="mt-auto pt-4">
            <button
              type="button"
              onClick={() => onSchedule(type.value)}
              aria-label={t('scheduleType', { type: type.name })}
              className="min-h-11 rounded font-semibold text-ocean-700 underline-offset-4 hover:underline"
            >
              {t('schedule')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function IncludedList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-sm">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
