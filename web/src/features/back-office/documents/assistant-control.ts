import type { DocumentType } from '@roofing/contracts';
import { useState } from 'react';

/**
 * What the template grid may ask of the assistant: show a tab, start the wizard with a type.
 * The page holds it because the grid and the assistant are siblings.
 */
export interface AssistantControl {
  tab: string;
  setTab: (tab: string) => void;
  wizardType: DocumentType | '';
  setWizardType: (type: DocumentType | '') => void;
}

export function useAssistantControl(): AssistantControl {
  const [tab, setTab] = useState('chat');
  const [wizardType, setWizardType] = useState<DocumentType | ''>('');
  return { tab, setTab, wizardType, setWizardType };
}
