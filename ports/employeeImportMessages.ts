/** One chunk of an employee import, as it travels on the work queue. */
export interface EmployeeImportChunkMessage {
  organizationId: string;
  importId: string;
  chunk: number;
}

export const employeeImportQueueName = 'employee_import_chunks';

/** One dedupe id per dispatch: a chunk published again after a lost message is a new message. */
export function employeeImportDedupeId(message: EmployeeImportChunkMessage, dispatch: number): string {
  return `${message.importId}:${message.chunk}:${dispatch}`;
}
