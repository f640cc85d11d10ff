import { DOCUMENT_TYPES, type DocumentType } from '@roofing/contracts';
import { useState } from 'react';
import { previewDocument } from '../../../api/documents.ts';
import { useToast } from '../../../app/toast.tsx';
import { ItemDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { AssistantControl } from './assistant-control.ts';
import { type Generated, GeneratedDocument } from './generated-document.tsx';

/** A template shown as it prints: every branded part on, no values filled. */
const PREVIEW_PREFERENCES = {
  includeLogo: true,
  includeCompliance: true,
  floridaCompliant: true,
  oshaCompliant: true,
};

/** The branded template grid: each card previews its template or starts the wizard with it. */
export function TemplateGrid({ control }: { control: AssistantControl }) {
  const { toast } = useToast();
  const [loading, setLoading] = useState<DocumentType | null>(null);
  const [template, setTemplate] = useState<Generated | null>(null);

  const preview = async (type: DocumentType) => {
    setLoading(type);
    try {
      const answer = await previewDocument({
        templateType: type,
        documentData: {},
        preferences: PREVIEW_PREFERENCES,
      });
      setTemplate({ title: answer.title, html: answer.preview, documentType: type });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to generate template. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setLoading(null);
    }
  };
  const use = (type: DocumentType) => {
    control.setWizardType(type);
    control.setTab('wizard');
    document.getElementById('legal-assistant')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <>
      <ul aria-label="Document templates" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {DOCUMENT_TYPES.map((type) => (
          <li
            key={type.value}
            className="flex flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
          >
            <p className="text-xs font-semibold uppercase tracking-wide text-ocean-700">
              Shorefront Roofing
            </p>
            <h3 className="font-display text-lg font-bold text-navy-900">{type.label}</h3>
            <div className="mt-auto flex gap-2 pt-3">
              <Button variant="outline" onClick={() => use(type.value)}>
                Use
              </Button>
              <Button
                variant="ghost"
                disabled={loading !== null}
                onClick={() => void preview(type.value)}
              >
                {loading === type.value ? 'Loading...' : 'Preview'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ItemDialog
        item={template}
        onClose={() => setTemplate(null)}
        title={(shown) => `Template: ${shown.title}`}
        wide
      >
        {(shown) => <GeneratedDocument document={shown} />}
      </ItemDialog>
    </>
  );
}
