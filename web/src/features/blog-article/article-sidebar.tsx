import { COMPANY, COMPANY_PHONE_HREF, PROMISES } from '@roofing/contracts';
import { useToast } from '../../app/toast.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { FacebookIcon, LinkIcon, PhoneIcon, XTwitterIcon } from '../../components/ui/icons.tsx';
import type { BlogPost } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { ChatIcon } from '../ai-assistant/chat-icon.tsx';
import { useAssistantModal } from '../ai-assistant/open-assistant.tsx';
import {
  articleUrl,
  BLOG_SECTION_HREF,
  facebookShareUrl,
  SHARE_WINDOW_FEATURES,
  twitterShareUrl,
} from './article-links.ts';
import { messages } from './messages.ts';

const panelClass = 'rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6';
const panelHeadingClass = 'font-display text-lg font-bold text-navy-900';

/** Share buttons, tags and the call to action (Chat with Expert opens the assistant). */
export function ArticleSidebar({ post }: { post: BlogPost }) {
  const t = useT(messages);
  const locale = useLocale();
  const { toast } = useToast();
  const assistant = useAssistantModal();
  const currentUrl = () => articleUrl(window.location.origin, post.id, locale);

  const openShareWindow = (shareUrl: string) => {
    window.open(shareUrl, '_blank', SHARE_WINDOW_FEATURES);
  };

  const copyLink = async () => {
    const url = currentUrl();
    try {
      // navigator.clipboard is missing outside secure contexts; that lands in the catch too.
      await navigator.clipboard.writeText(url);
      toast({ title: t('linkCopied'), description: url });
    } catch {
      toast({
        variant: 'destructive',
        title: t('copyFailed'),
        description: t('copyFailedText'),
      });
    }
  };

  return (
    <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <section aria-labelledby="share-heading" className={panelClass}>
        <h2 id="share-heading" className={panelHeadingClass}>
          {t('shareHeading')}
        </h2>
        <div className="mt-4 grid gap-2">
          <button
            type="button"
            onClick={() => openShareWindow(twitterShareUrl(currentUrl(), post.title))}
            className={`${buttonClass('outline')} justify-start`}
          >
            <XTwitterIcon className="size-4" />
            {t('shareOnTwitter')}
          </button>
          <button
            type="button"
            onClick={() => openShareWindow(facebookShareUrl(currentUrl()))}
            className={`${buttonClass('outline')} justify-start`}
          >
            <FacebookIcon className="size-4" />
            {t('shareOnFacebook')}
          </button>
          <button
            type="button"
            onClick={() => void copyLink()}
            className={`${buttonClass('outline')} justify-start`}
          >
            <LinkIcon className="size-4" />
            {t('copyLink')}
          </button>
        </div>
      </section>

      <section aria-labelledby="tags-heading" className={panelClass}>
        <h2 id="tags-heading" className={panelHeadingClass}>
          {t('tagsHeading')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800"
            >
              #{tag}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="expert-heading"
        className="rounded-2xl bg-navy-900 p-5 text-white sm:p-6"
      >
        <h2 id="expert-heading" className="font-display text-lg font-bold">
          {t('expertHeading')}
        </h2>
        <p className="mt-2 text-sm text-navy-100">
          {t('expertText', { hours: PROMISES.contactWithinHours })}
        </p>
        <button
          type="button"
          onClick={assistant.openAssistant}
          onPointerEnter={assistant.preloadAssistant}
          onFocus={assistant.preloadAssistant}
          className={`${buttonClass('accent')} mt-4 w-full`}
        >
          <ChatIcon className="size-4" />
          {t('chatWithExpert')}
        </button>
        <a
          href={COMPANY_PHONE_HREF}
          className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg text-sm font-semibold text-white underline-offset-4 hover:underline"
        >
          <PhoneIcon className="size-4" />
          {t.rich('orCall', {
            phone: COMPANY.phone,
            nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
          })}
        </a>
        {assistant.modal}
      </section>

      <LocalLink to={BLOG_SECTION_HREF} className={`${buttonClass('primary')} w-full`}>
        {t('viewAllArticles')}
      </LocalLink>
    </div>
  );
}
