// A budget that several runs draw on (every batch of one review): money, tokens and wall time.
// Each run checks it before each turn, so once it is spent the review stops cleanly with the
// results it has, as it does at the turn limit.

export interface SharedBudgetLimits {
  /** US dollars, counted only from priced turns (see `unpricedTurns`). */
  maxCostUsd?: number;
  maxTotalTokens?: number;
  /** Epoch milliseconds after which no new model turn starts. */
  deadlineAt?: number;
}

export class SharedBudget {
  private spentUsd = 0;
  private tokens = 0;
  /** Turns whose model had no price: their cost is unknown, not zero. */
  unpricedTurns = 0;

  constructor(readonly limits: SharedBudgetLimits) {}

  get costUsd(): number {
    return this.spentUsd;
  }

  get totalTokens(): number {
    return this.tokens;
  }

  charge(costUsd: number | undefined, totalTokens: number): void {
    if (costUsd === undefined) this.unpricedTurns += 1;
    else this.spentUsd += costUsd;
    this.tokens += totalTokens;
  }

  /** Why no further turn may start, or undefined while the budget lasts. */
  exhausted(now: number): string | undefined {
    const { maxCostUsd, maxTotalTokens, deadlineAt } = this.limits;
    if (maxCostUsd !== undefined && this.spentUsd >= maxCostUsd)
      return `Cost budget reached: $${this.spentUsd.toFixed(4)} of $${maxCostUsd}.`;
    if (maxTotalTokens !== undefined && this.tokens >= maxTotalTokens)
      return `Token budget reached: ${this.tokens} of ${maxTotalTokens} tokens.`;
    if (deadlineAt !== undefined && now >= deadlineAt)
      return 'Time budget reached: the review spent its total model time.';
    return undefined;
  }
}
