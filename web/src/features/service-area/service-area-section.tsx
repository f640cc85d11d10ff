import { SERVICE_AREAS } from '../../content/service-areas.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { SectionHeading } from '../landing/section-heading.tsx';
import { messages } from './messages.ts';
import { ZipCheckForm } from './zip-check-form.tsx';

/** The service-area map is drawn at 4:3 (media-manifest.ts). */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 900;

/** About us and service areas (anchor about): the served places, a map and the ZIP check. */
export function ServiceAreaSection() {
  const t = useT(messages);
  const { SERVED_PLACES, SERVICE_AREA_IMAGE } = useLocalized(SERVICE_AREAS);
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-sand-100/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="about-heading" section="about" />
        <div className="mt-12 grid items-start gap-10 lg:grid-cols-2">
          <div>
            <h3 className="font-display text-2xl font-bold text-navy-900">{t('areasHeading')}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {SERVED_PLACES.map((place) => (
                <li
                  key={place.name}
                  className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm"
                >
                  <p className="font-semibold text-navy-900">{place.name}</p>
                  <p className="mt-1 text-sm text-slate-700">{place.blurb}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-6 lg:sticky lg:top-24">
            <img
              src={SERVICE_AREA_IMAGE.src}
              alt={SERVICE_AREA_IMAGE.alt}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-2xl bg-ocean-100 object-cover shadow-lg"
            />
            <ZipCheckForm />
          </div>
        </div>
      </div>
    </section>
  );
}
