// The listed lawyers' names for the directory's name search (docs/directory.md): a name or part of
// one, found anywhere in the name, in any case, as text. Each distinct lower-cased name is kept once
// with the lawyers who bear it, and under each three letters it holds, so that a search reads only
// the names holding the rarest three letters of what was typed and checks those; fewer than three
// letters read every name.
export class NameIndex<T> {
  private readonly names = new Map<string, Set<T>>();
  private readonly trigrams = new Map<string, Set<string>>();

  clear(): void {
    this.names.clear();
    this.trigrams.clear();
  }

  add(name: string, item: T): void {
    const bearers = this.names.get(name);
    if (bearers) {
      bearers.add(item);
      return;
    }
    this.names.set(name, new Set([item]));
    for (const trigram of trigramsOf(name)) {
      let holders = this.trigrams.get(trigram);
      if (!holders) this.trigrams.set(trigram, (holders = new Set()));
      holders.add(name);
    }
  }

  remove(name: string, item: T): void {
    const bearers = this.names.get(name);
    if (!bearers?.delete(item) || bearers.size > 0) return;
    this.names.delete(name);
    for (const trigram of trigramsOf(name)) {
      const holders = this.trigrams.get(trigram);
      holders?.delete(name);
      if (holders?.size === 0) this.trigrams.delete(trigram);
    }
  }

  /** Everyone whose lower-cased name holds `text` (already lower-cased). */
  *find(text: string): Generator<T> {
    let names: Iterable<string> = this.names.keys();
    if (text.length >= 3) {
      let rarest: Set<string> | undefined;
      for (const trigram of trigramsOf(text)) {
        const holders = this.trigrams.get(trigram);
        if (!holders) return;
        if (!rarest || holders.size < rarest.size) rarest = holders;
      }
      if (rarest) names = rarest;
    }
    for (const name of names) if (name.includes(text)) yield* this.names.get(name) ?? [];
  }
}

function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i += 1) found.add(text.slice(i, i + 3));
  return found;
}
