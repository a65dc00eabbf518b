/**
 * Jobs waiting for an attempt slot, grouped by merchant and taken round-robin, with at most `perGroupLimit` of a
 * group running at once. A merchant whose receivers never answer fills its own share of the slots and waits on
 * them; another merchant's jobs start in the slots it leaves free.
 */
export class FairQueue<Job> {
  /** Groups with waiting jobs, in the order their turn comes (a group served goes to the back). */
  private readonly waiting = new Map<string, Job[]>();
  private readonly runningByGroup = new Map<string, number>();
  private waitingCount = 0;

  constructor(private readonly perGroupLimit: number) {
    if (!Number.isInteger(perGroupLimit) || perGroupLimit < 1)
      throw new RangeError('perGroupLimit must be a whole number ≥ 1');
  }

  get size(): number {
    return this.waitingCount;
  }

  push(group: string, job: Job): void {
    const jobs = this.waiting.get(group);
    if (jobs) jobs.push(job);
    else this.waiting.set(group, [job]);
    this.waitingCount += 1;
  }

  /**
   * The next job of the first group (in turn order) below its limit, counted as running until `done(group)`;
   * undefined when every waiting group is at its limit.
   */
  take(): { group: string; job: Job } | undefined {
    for (const [group, jobs] of this.waiting) {
      if ((this.runningByGroup.get(group) ?? 0) >= this.perGroupLimit) continue;
      const job = jobs.shift();
      this.waiting.delete(group);
      if (job === undefined) continue;
      // Back of the line: the other groups go first next time.
      if (jobs.length > 0) this.waiting.set(group, jobs);
      this.waitingCount -= 1;
      this.runningByGroup.set(group, (this.runningByGroup.get(group) ?? 0) + 1);
      return { group, job };
    }
    return undefined;
  }

  done(group: string): void {
    const running = (this.runningByGroup.get(group) ?? 0) - 1;
    if (running > 0) this.runningByGroup.set(group, running);
    else this.runningByGroup.delete(group);
  }

  /** Forgets every waiting job (running ones still report `done`). */
  clear(): void {
    this.waiting.clear();
    this.waitingCount = 0;
  }
}
