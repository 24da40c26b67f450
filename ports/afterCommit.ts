/** Work to run once a transaction has committed, and only then (never after a rollback). */
export class AfterCommit {
  private readonly work: (() => Promise<void>)[] = [];

  add = (work: () => Promise<void>): void => {
    this.work.push(work);
  };

  /** Runs everything queued; a failure is reported, not thrown: what it left undone is recovered elsewhere. */
  async run(onError: (error: unknown) => void): Promise<void> {
    for (const work of this.work.splice(0)) {
      try {
        await work();
      } catch (error) {
        onError(error);
      }
    }
  }
}
