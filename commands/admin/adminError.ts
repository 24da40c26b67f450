/** A command the operator got wrong: printed on stderr, exit code 1. */
export class AdminError extends Error {}
