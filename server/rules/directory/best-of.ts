// The first n of a stream in an order, without sorting the stream: a heap of the n best so far whose
// top is the worst of them, so that each newcomer costs a comparison and, when it gets in, log n
// (docs/directory.md: a page of the directory is the first offset + 20 of the lawyers found).
// Most of a stream never gets in: `takes` lets the caller build an item only for those that do, and
// an item's `key`, a number that never orders two items against `order`, turns most away with one
// comparison.
export class BestOf<T extends { key: number }> {
  private readonly heap: T[] = [];

  /** `order(a, b)` < 0 when a comes before b, as for Array.prototype.sort. */
  constructor(
    private readonly n: number,
    private readonly order: (a: T, b: T) => number,
  ) {}

  /** Whether `item` would be kept now: a caller can ask with a scratch object and offer a copy. */
  takes(item: T): boolean {
    const { heap, n } = this;
    if (heap.length < n) return true;
    const worst = heap[0];
    return worst !== undefined && item.key <= worst.key && this.order(item, worst) < 0;
  }

  offer(item: T): void {
    const { heap, n, order } = this;
    if (n <= 0) return;
    if (heap.length < n) {
      heap.push(item);
      this.up(heap.length - 1);
    } else if (order(item, heap[0] as T) < 0) {
      heap[0] = item;
      this.down(0);
    }
  }

  /** The ones kept, first first. */
  sorted(): T[] {
    return [...this.heap].sort(this.order);
  }

  private up(at: number): void {
    const { heap, order } = this;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (order(heap[at] as T, heap[parent] as T) <= 0) return;
      [heap[at], heap[parent]] = [heap[parent] as T, heap[at] as T];
      at = parent;
    }
  }

  private down(at: number): void {
    const { heap, order } = this;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && order(heap[left] as T, heap[worst] as T) > 0) worst = left;
      if (right < heap.length && order(heap[right] as T, heap[worst] as T) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as T, heap[at] as T];
      at = worst;
    }
  }
}
