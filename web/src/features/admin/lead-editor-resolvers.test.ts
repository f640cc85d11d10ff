import type { ColdshieldLead, StaffInspectionRequest } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import {
  coldshieldResolver,
  convertResolver,
  inspectionResolver,
} from './lead-editor-resolvers.ts';

/** What the form passes a resolver; these forms use no native validation. */
const options = { fields: {}, shouldUseNativeValidation: false };
const messageOf = (result: { errors: Record<string, { message?: string } | undefined> }) =>
  Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));

const lead = {
  id: 7,
  thermalScanDate: null,
  estimatedSavings: '18400.00',
} as ColdshieldLead;

describe('the Leads view editors', () => {
  it('send only what changed on a ColdShield lead, and say what to change when nothing did', async () => {
    const resolver = coldshieldResolver(lead);
    const same = { status: '', thermalScanDate: '', estimatedSavings: '18400' };
    expect(messageOf(await resolver(same, undefined, options))).toEqual({
      status: 'Choose a status, a scan date or a savings figure first',
    });
    const contacted = await resolver({ ...same, status: 'contacted' }, undefined, options);
    expect(contacted.values).toEqual({ status: 'contacted' });
    const scheduled = await resolver({ ...same, status: 'scan_scheduled' }, undefined, options);
    expect(messageOf(scheduled)).toEqual({
      thermalScanDate: 'Set the thermal scan date to schedule the scan',
    });
    const cleared = await resolver({ ...same, estimatedSavings: ' ' }, undefined, options);
    expect(cleared.values).toEqual({ estimatedSavings: null });
  });

  it('send only what changed on an inspection request', async () => {
    const resolver = inspectionResolver({
      status: 'pending',
      scheduledDate: null,
      assignedTo: null,
    } as StaffInspectionRequest);
    const same = { status: 'pending', scheduledDate: '', assignedTo: ' ' };
    expect(messageOf(await resolver(same, undefined, options))).toEqual({
      status: 'Change the status, the visit or the inspector first',
    });
    const assigned = await resolver({ ...same, assignedTo: ' Tomas Reyes ' }, undefined, options);
    expect(assigned.values).toEqual({ assignedTo: 'Tomas Reyes' });
  });

  it('send what staff add to an instant quote, blanks as null', async () => {
    const blank = await convertResolver(
      { customerPhone: '', city: ' ', zipCode: '' },
      undefined,
      options,
    );
    expect(blank.values).toEqual({ customerPhone: null, city: null, zipCode: null });
    const filled = await convertResolver(
      { customerPhone: '(904) 555-0190', city: 'Neptune Beach', zipCode: '32266' },
      undefined,
      options,
    );
    expect(filled.values).toEqual({
      customerPhone: '(904) 555-0190',
      city: 'Neptune Beach',
      zipCode: '32266',
    });
  });
});
