/**
 * A message names a record this deployment's database does not hold (another deployment's work, or a record
 * deleted since): never "done", since the work it asks for was not done anywhere here. The actor logs it, counts
 * it and dead-letters the message.
 */
export class UnknownRecord extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(`no ${entity} ${id} in this deployment's database`);
  }
}
