/**
 * The best few of many scored items (files, chunks) without sorting them all: kept in order as they
 * are offered, best score first, ties broken by `before` (default: the lower id).
 */
export class TopScores {
  private readonly kept: { file: number; score: number }[] = [];

  constructor(
    private readonly count: number,
    private readonly before: (a: number, b: number) => boolean = (a, b) => a < b,
  ) {}

  /** Keeps `file` if its score is positive and among the best so far. */
  offer(file: number, score: number): void {
    if (!(score > 0) || this.count <= 0) return;
    const kept = this.kept;
    if (kept.length === this.count && !this.better(file, score, kept[kept.length - 1]!)) return;
    let at = kept.length;
    while (at > 0 && this.better(file, score, kept[at - 1]!)) at--;
    kept.splice(at, 0, { file, score });
    if (kept.length > this.count) kept.pop();
  }

  /** The kept files, best first. */
  sorted(): { file: number; score: number }[] {
    return [...this.kept];
  }

  private better(file: number, score: number, than: { file: number; score: number }): boolean {
    return score > than.score || (score === than.score && this.before(file, than.file));
  }
}
