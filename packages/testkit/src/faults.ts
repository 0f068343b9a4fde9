/** A failure a fake server injects instead of (or after) answering a matching request. */
export interface InjectedFault {
  method: string;
  /** Matched against the request path (without the query). */
  path: RegExp;
  status: number;
  /** Seconds, sent as `retry-after`. */
  retryAfter?: number;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Apply the request first, then fail (the write happened, the answer is lost). */
  afterApplying?: boolean;
}

/** Faults waiting for their requests, each used up after `times` matches. */
export class FaultQueue<Fault extends InjectedFault> {
  private readonly faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, times: fault.times ?? 1 });
  }

  /** The fault for this request, if one is waiting. */
  take(method: string, path: string): Fault | undefined {
    const index = this.faults.findIndex(
      (fault) => fault.method === method && fault.path.test(path),
    );
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }
}
