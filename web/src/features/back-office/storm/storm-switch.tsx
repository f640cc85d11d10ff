import { easternShortTime } from '@roofing/contracts';
import {
  type StormBanner,
  type StormBannerUpdate,
  StormBannerUpdateSchema,
} from '@roofing/contracts/http/storm';
import { useStaffSession } from '../../../api/staff.ts';
import { useStaffStormBanner, useSwitchStormBanner } from '../../../api/storm.ts';
import { QueryBody } from '../../../components/back-office/list-states.tsx';
import {
  OfficeForm,
  PANEL_FORM_CLASS,
  useOfficeForm,
} from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormCheckboxField, FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';

interface StormValues {
  on: boolean;
  text: string;
  textEs: string;
}
const toBody = (values: StormValues): StormBannerUpdate => ({
  on: values.on,
  text: values.text.trim() || null,
  textEs: values.textEs.trim() || null,
});

/**
 * Storm mode on the dashboard (issue 26): the banner's state, who switched it and when, and for
 * an admin the switch itself with the banner's words (the server checks the role again).
 */
export function StormSwitch() {
  const banner = useStaffStormBanner();
  return (
    <section
      aria-labelledby="storm-switch-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 id="storm-switch-heading" className="text-lg font-semibold text-navy-950">
        Storm banner
      </h2>
      <QueryBody
        query={banner}
        loading="Loading the storm banner..."
        failed="Could not load the storm banner."
      >
        {(current) => <StormState current={current} />}
      </QueryBody>
    </section>
  );
}

function StormState({ current }: { current: StormBanner }) {
  const session = useStaffSession();
  return (
    <>
      <p className="mt-2 text-slate-700" data-testid="storm-state">
        {current.on ? 'On' : 'Off'}
        {current.changedBy && current.changedAt
          ? `: switched by ${current.changedBy}, ${easternShortTime(current.changedAt)}`
          : ': never switched on'}
      </p>
      {session.data?.user.role === 'admin' ? (
        <StormForm key={`${current.changedAt}`} current={current} />
      ) : (
        <p className="mt-2 text-slate-700">Only an administrator can switch the storm banner.</p>
      )}
    </>
  );
}

function StormForm({ current }: { current: StormBanner }) {
  const switchBanner = useSwitchStormBanner();
  const state = useOfficeForm<StormValues, StormBannerUpdate, StormBanner>({
    defaultValues: { on: current.on, text: current.text ?? '', textEs: current.textEs ?? '' },
    resolver: contractResolver(StormBannerUpdateSchema, toBody),
    save: (body) => switchBanner.mutateAsync(body),
    saved: (saved) => ({
      title: saved.on ? 'Storm banner on' : 'Storm banner off',
      description: saved.on
        ? 'Every public page, the status page and new acknowledgements now carry it.'
        : 'The public site no longer shows it.',
    }),
    failed: 'The storm banner could not be saved.',
  });
  return (
    <OfficeForm
      state={state}
      label="Storm banner"
      className={`mt-3 ${PANEL_FORM_CLASS}`}
      submitLabel="Save storm banner"
      pendingLabel="Saving..."
    >
      <FormCheckboxField
        control={state.form.control}
        name="on"
        id={`${state.ids}-on`}
        label="Show the storm banner"
        description="On: every public page, the status page and new acknowledgement e-mails carry it."
      />
      <FormTextAreaField
        control={state.form.control}
        name="text"
        id={`${state.ids}-text`}
        label="Banner text (English)"
        rows={3}
        limit={300}
        placeholder="Hurricane Milton: we are answering emergency requests first; expect a call within 48 hours"
      />
      <FormTextAreaField
        control={state.form.control}
        name="textEs"
        id={`${state.ids}-text-es`}
        label="Banner text (Spanish, optional)"
        hint="Left empty, Spanish pages show a standard storm notice."
        rows={3}
        limit={300}
      />
    </OfficeForm>
  );
}
