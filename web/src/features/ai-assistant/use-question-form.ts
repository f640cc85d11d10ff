import { type RoofingAssistantRequest, RoofingAssistantRequestSchema } from '@roofing/contracts';
import type { KeyboardEvent } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { contractResolver } from '../../components/ui/contract-resolver.ts';
import type { AssistantChat } from './use-assistant-chat.ts';

export interface QuestionValues {
  message: string;
}

/** The question is checked with the contract of POST /api/roofing-assistant before it goes. */
const questionResolver = contractResolver(
  RoofingAssistantRequestSchema,
  ({ message }: QuestionValues): RoofingAssistantRequest => ({ message: message.trim() }),
);

/**
 * The question box of an assistant conversation (the public one, the dashboard's and the testing
 * assistant's): the form, whether it can send, and sending on submit or on Enter (Shift+Enter
 * starts a new line). A sent question empties the box; `beforeSend` runs first (the public box
 * stops listening then). `resolver` checks the question with another assistant's contract.
 */
export function useQuestionForm(
  chat: Pick<AssistantChat, 'pending' | 'send'>,
  beforeSend?: () => void,
  resolver: Resolver<QuestionValues, unknown, { message: string }> = questionResolver,
) {
  const form = useForm<QuestionValues, unknown, { message: string }>({
    defaultValues: { message: '' },
    resolver,
  });
  const draft = form.watch('message');
  const error = form.formState.errors.message?.message;
  const canSend = draft.trim() !== '' && !chat.pending;

  const ask = ({ message }: { message: string }) => {
    beforeSend?.();
    if (chat.send(message)) form.reset({ message: '' });
  };
  // Blank or while waiting: nothing is sent and nothing is said, as the disabled button shows.
  const submit = () => {
    if (!canSend) return;
    void form.handleSubmit(ask)();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return { form, error, canSend, submit, onKeyDown };
}
