import type { Contact, ContactRequestInput } from '@roofing/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** POST /api/contacts — the Send us a Message form (public-site §7). */
export function sendContactMessage(input: ContactRequestInput): Promise<Contact> {
  return apiJson<Contact>('POST', '/api/contacts', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
