import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type ToastOptions, useToast } from '../../app/toast.tsx';
import { showServerFieldErrors } from '../../components/ui/server-field-errors.ts';

interface LeadEditorOptions<Values extends FieldValues, Body, Saved> {
  /** What the editor shows first: the lead as stored (text as the controls hold it). */
  defaults: Values;
  /** The contract resolver that turns the controls into the body the editor sends. */
  resolver: Resolver<Values, unknown, Body>;
  /** Sends the checked body; answers the lead as saved. */
  save: (body: Body) => Promise<Saved>;
  /** The notice once saved (and whatever the editor does then with its form). */
  saved: (lead: Saved, form: UseFormReturn<Values, unknown, Body>) => ToastOptions;
  /** The destructive notice's text after a failure. */
  failed: (error: unknown) => string;
}

/**
 * The editor of one lead in the dashboard's Leads view (ColdShield, inspection, instant quote):
 * a form checked with the contract of the request it sends; refused, the server's field messages
 * show at the editor's fields and a destructive notice says it failed. Each editor is keyed by
 * the lead's stored version, so a saved lead starts a fresh form.
 */
export function useLeadEditor<Values extends FieldValues, Body, Saved>({
  defaults,
  resolver,
  save,
  saved,
  failed,
}: LeadEditorOptions<Values, Body, Saved>) {
  const form = useForm<Values, unknown, Body>({
    defaultValues: defaults as DefaultValues<Values>,
    resolver,
  });
  const { toast } = useToast();
  const submit = form.handleSubmit(async (body) => {
    try {
      toast(saved(await save(body), form));
    } catch (error) {
      showServerFieldErrors(form.setError, error, { isField: (name) => name in defaults });
      toast({ variant: 'destructive', title: 'Error', description: failed(error) });
    }
  });
  return { form, submit };
}
