import type {
  Appointment,
  AppointmentCreate,
  EmployeeTask,
  EmployeeTaskCreate,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

const keys = {
  appointments: (estimateNumber: string) => ['/api/appointments', estimateNumber] as const,
  tasks: (estimateNumber: string) => ['/api/employee-tasks', estimateNumber] as const,
};
const query = (estimateNumber: string) => `?${new URLSearchParams({ estimateNumber }).toString()}`;

/** One job's visits and tasks. */
export const useJobAppointments = (estimateNumber: string) =>
  useQuery({
    queryKey: keys.appointments(estimateNumber),
    queryFn: () => apiJson<Appointment[]>('GET', `/api/appointments${query(estimateNumber)}`),
  });
export const useJobTasks = (estimateNumber: string) =>
  useQuery({
    queryKey: keys.tasks(estimateNumber),
    queryFn: () => apiJson<EmployeeTask[]>('GET', `/api/employee-tasks${query(estimateNumber)}`),
  });

function useJobMutation<T, R>(estimateNumber: string, call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: keys.appointments(estimateNumber) });
      void queries.invalidateQueries({ queryKey: keys.tasks(estimateNumber) });
    },
  });
}

export const useBookAppointment = (estimateNumber: string) =>
  useJobMutation(estimateNumber, (input: AppointmentCreate) =>
    apiJson<Appointment>('POST', '/api/appointments', input),
  );
export const useUpdateAppointment = (estimateNumber: string) =>
  useJobMutation(estimateNumber, ({ id, status }: { id: number; status: Appointment['status'] }) =>
    apiJson<Appointment>('PATCH', `/api/appointments/${id}`, { status }),
  );
export const useAssignTask = (estimateNumber: string) =>
  useJobMutation(estimateNumber, (input: EmployeeTaskCreate) =>
    apiJson<EmployeeTask>('POST', '/api/employee-tasks', input),
  );
export const useUpdateTask = (estimateNumber: string) =>
  useJobMutation(estimateNumber, ({ id, status }: { id: number; status: EmployeeTask['status'] }) =>
    apiJson<EmployeeTask>('PATCH', `/api/employee-tasks/${id}`, { status }),
  );
