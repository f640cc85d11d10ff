import {
  type ColdshieldLead,
  type ColdshieldLeadUpdate,
  ColdshieldLeadUpdateSchema,
  type InspectionRequestUpdate,
  InspectionRequestUpdateSchema,
  type InstantQuoteConvert,
  InstantQuoteConvertFieldsSchema,
  type StaffInspectionRequest,
} from '@roofing/contracts';
import { checkFirst, contractResolver } from '../../components/ui/contract-resolver.ts';
import { visitInputValue } from './admin-format.ts';

/*
 * The three editors of the dashboard's Leads view, each checked with the contract of the request
 * it sends. The ColdShield and inspection editors send only what staff changed, and say what to
 * change when nothing was.
 */
export interface ColdshieldEditorValues {
  status: string;
  thermalScanDate: string;
  estimatedSavings: string;
}

/**
 * The editor's resolver: only what staff changed travels (an unchanged field is left as stored),
 * judged by the contract of PATCH /api/coldshield-leads/:id.
 */
export function coldshieldResolver(lead: ColdshieldLead) {
  const storedDate = visitInputValue(lead.thermalScanDate);
  const storedSavings = lead.estimatedSavings === null ? null : Number(lead.estimatedSavings);
  const changes = (values: ColdshieldEditorValues): ColdshieldLeadUpdate => {
    const next: ColdshieldLeadUpdate = {};
    if (values.status) next.status = values.status as ColdshieldLeadUpdate['status'];
    if (values.thermalScanDate !== storedDate) {
      next.thermalScanDate = values.thermalScanDate || null;
    }
    const typed = values.estimatedSavings.trim() === '' ? null : Number(values.estimatedSavings);
    if (typed !== storedSavings) next.estimatedSavings = typed;
    return next;
  };
  return checkFirst(
    (values: ColdshieldEditorValues) =>
      Object.keys(changes(values)).length === 0
        ? { name: 'status', message: 'Choose a status, a scan date or a savings figure first' }
        : null,
    contractResolver(ColdshieldLeadUpdateSchema, changes),
  );
}

export interface InspectionEditorValues {
  status: string;
  scheduledDate: string;
  assignedTo: string;
}

/**
 * The editor's resolver: only what staff changed travels, judged by the contract of
 * PATCH /api/inspection-requests/:id.
 */
export function inspectionResolver(request: StaffInspectionRequest) {
  const storedVisit = visitInputValue(request.scheduledDate);
  const changes = (values: InspectionEditorValues): InspectionRequestUpdate => {
    const next: InspectionRequestUpdate = {};
    if (values.status !== request.status) {
      next.status = values.status as InspectionRequestUpdate['status'];
    }
    if (values.scheduledDate !== storedVisit) next.scheduledDate = values.scheduledDate || null;
    const assignedTo = values.assignedTo.trim();
    if (assignedTo !== (request.assignedTo ?? '')) next.assignedTo = assignedTo;
    return next;
  };
  return checkFirst(
    (values: InspectionEditorValues) =>
      Object.keys(changes(values)).length === 0
        ? { name: 'status', message: 'Change the status, the visit or the inspector first' }
        : null,
    contractResolver(InspectionRequestUpdateSchema, changes),
  );
}

export interface ConvertValues {
  customerPhone: string;
  city: string;
  zipCode: string;
}

/** What staff add travels as typed, a blank as null; the contract of the convert route judges it. */
export const convertResolver = contractResolver(
  InstantQuoteConvertFieldsSchema,
  ({ customerPhone, city, zipCode }: ConvertValues): InstantQuoteConvert => ({
    customerPhone: customerPhone.trim() || null,
    city: city.trim() || null,
    zipCode: zipCode.trim() || null,
  }),
);
