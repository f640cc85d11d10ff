import { COMPANY, type Locale, messagePosted, smsKeyword, usPhoneE164 } from '@roofing/contracts';
import { formatMessage } from '@roofing/contracts/i18n';
import type { ServiceContext } from '@roofing/platform';
import { conversationChanged } from '../domain/conversation-version.ts';
import { excerptOf } from '../domain/post-project-message.ts';
import { findEstimateCustomer } from '../store/estimate-customers.ts';
import { insertProjectMessage } from '../store/project-messages.ts';
import { textsCatalogue } from './catalogue.ts';
import {
  findSubscriber,
  insertText,
  latestEstimateOf,
  optOut,
  resume,
  updateText,
} from './store.ts';

/** What the webhook answers: the reply to send back in TwiML, when there is one. */
export interface InboundAnswer {
  reply: string | null;
  /** What became of the text (logged). */
  outcome: 'opted-out' | 'resumed' | 'help' | 'threaded' | 'unmatched' | 'repeated';
}

/**
 * One text a homeowner sent us (Twilio's inbound webhook, signature already checked).
 *
 * Keywords are the whole message, trimmed, any case: STOP (STOPALL, UNSUBSCRIBE, CANCEL, END,
 * QUIT) opts the number out of every text at once and is confirmed once; START (YES, UNSTOP)
 * resumes; HELP (INFO) answers with the company and its phone. The answer goes back in the
 * webhook's TwiML reply (the only way it reaches a number that just said STOP: the provider
 * refuses API sends to it from then on, 21610) and is recorded in the texts log like every text.
 *
 * Any other text from a number we text is threaded into its latest job's project messages as the
 * customer's message (marked as by text), which alerts the office as a portal message does.
 */
export async function receiveText(
  ctx: ServiceContext,
  params: Record<string, string>,
  correlationId: string,
): Promise<InboundAnswer> {
  const phone = usPhoneE164(params.From) ?? (params.From ?? '').trim();
  const body = (params.Body ?? '').slice(0, 1600);
  const sid = params.MessageSid ?? params.SmsSid ?? null;
  const keyword = smsKeyword(body);
  const subscriber = await findSubscriber(ctx.db, phone);
  const locale: Locale = subscriber?.language === 'es' ? 'es' : 'en';
  const t = (key: keyof typeof textsCatalogue.en) =>
    formatMessage(textsCatalogue, locale, key, { company: COMPANY.name, phone: COMPANY.phone });

  return ctx.db.transaction(async (tx) => {
    // Twilio may deliver a webhook twice: the message's SID is recorded once.
    const logged = await insertText(tx, {
      direction: 'inbound',
      phone,
      body,
      kind: keyword ? 'keyword-reply' : 'reply',
      status: 'received',
      providerSid: sid,
      dedupeKey: sid ? `inbound:${sid}` : null,
      correlationId,
    });
    if (!logged) return { reply: null, outcome: 'repeated' as const };

    const answer = async (reply: string, outcome: InboundAnswer['outcome']) => {
      await insertText(tx, {
        direction: 'outbound',
        phone,
        body: reply,
        kind: 'keyword-reply',
        status: 'sent',
        anyHour: true,
        sentAt: new Date(),
        dedupeKey: sid ? `keyword:${sid}` : null,
        correlationId,
      });
      return { reply, outcome };
    };

    if (keyword === 'stop') {
      const changed = await optOut(tx, phone, locale);
      // One confirmation, as the carriers require; a repeated STOP gets none.
      return changed
        ? answer(t('stopConfirmation'), 'opted-out')
        : { reply: null, outcome: 'opted-out' as const };
    }
    if (keyword === 'start') {
      return (await resume(tx, phone))
        ? answer(t('startConfirmation'), 'resumed')
        : answer(t('help'), 'help');
    }
    if (keyword === 'help') return answer(t('help'), 'help');

    const estimateNumber = await latestEstimateOf(tx, phone);
    const customer = estimateNumber ? await findEstimateCustomer(tx, estimateNumber) : undefined;
    if (!estimateNumber || !customer || !subscriber?.consentGivenAt) {
      return { reply: null, outcome: 'unmatched' as const };
    }
    const row = await insertProjectMessage(tx, {
      estimateNumber,
      senderType: 'customer',
      senderName: `${customer.firstName} ${customer.lastName}`.slice(0, 100),
      senderEmail: customer.email,
      messageContent: body.trim() || '(empty text)',
      messageType: 'text',
      viaText: true,
    });
    await ctx.publish(
      tx,
      messagePosted,
      {
        id: row.id,
        estimateNumber,
        senderType: 'customer',
        senderName: row.senderName,
        excerpt: excerptOf(row.messageContent),
        hasImage: false,
        postedAt: row.createdAt.toISOString(),
      },
      correlationId,
    );
    // The inbound text names the message it became.
    await updateText(tx, logged.id, { projectMessageId: row.id, estimateNumber });
    conversationChanged(ctx, estimateNumber, tx);
    return { reply: null, outcome: 'threaded' as const };
  });
}
