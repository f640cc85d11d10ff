import { buttonClass } from '../../components/ui/button-styles.ts';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { SERVICES_CONTENT } from '../../content/services.ts';
import type { ServiceCard } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { LocalLink as Link } from '../../i18n/local-link.tsx';
import { messages } from './messages.ts';
import { SectionHeading } from './section-heading.tsx';

function ServiceCardView({ service }: { service: ServiceCard }) {
  const t = useT(messages);
  return (
    // The hover text appears on hover, whenever a control inside the card has focus, and always
    // on touch screens (which have no hover).
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg">
      <div className={`relative bg-linear-to-br ${service.gradient} p-6 text-white`}>
        <h3 className="font-display text-2xl font-bold">{service.title}</h3>
        <p className="mt-2 text-sm text-white opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100 motion-reduce:transition-none">
          {service.hoverText}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-slate-700">{service.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-800">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-ocean-700" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          <a href="#quote-form" className={buttonClass('accent')}>
            {t('getFreeQuote')}
          </a>
          <Link
            to={service.href}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            {t('learnMore')}
            <span className="sr-only">{t('learnMoreAbout', { title: service.title })}</span>
            <span aria-hidden="true" className="ml-1">
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ServicesSection() {
  const services = useLocalized(SERVICES_CONTENT);
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="services-heading" section="services" />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <ServiceCardView key={service.href} service={service} />
          ))}
        </div>
      </div>
    </section>
  );
}
