/** What a table is made of, to hand it to another process. */
export interface HashedPositionsParts {
  slots: Int32Array;
  hashes: Uint32Array;
  count: number;
}

/**
 * Positions found by a 32-bit hash of a text, in one typed array (open addressing, linear
 * probing): 250,000 ids in a Map of strings, or even of numbers, were tens of megabytes of heap
 * for the collector to walk (docs/decisions/0036). The texts themselves stay where they are
 * kept; `matches` checks a candidate against the text asked for, so a hash collision costs a
 * comparison, never a wrong answer.
 */
export class HashedPositions {
  private slots: Int32Array;
  private hashes: Uint32Array;
  private count = 0;

  constructor(capacity: number) {
    this.slots = new Int32Array(slotCountFor(capacity)).fill(-1);
    this.hashes = new Uint32Array(Math.max(1, capacity));
  }

  /** The table as buffers another process can take over (see fromParts). */
  parts(): HashedPositionsParts {
    return { slots: this.slots, hashes: this.hashes, count: this.count };
  }

  static fromParts({ slots, hashes, count }: HashedPositionsParts): HashedPositions {
    const positions = new HashedPositions(0);
    positions.slots = slots;
    positions.hashes = hashes;
    positions.count = count;
    return positions;
  }

  /** Records `at` under `text`, replacing a position held for the same text (the last one wins). */
  set(text: string, at: number, matches: (held: number) => boolean): void {
    if ((this.count + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    if (at >= this.hashes.length) {
      const hashes = new Uint32Array(Math.max(at + 1, Math.ceil(this.hashes.length * 1.5)));
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    const hash = hashOf(text);
    this.hashes[at] = hash;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot] as number;
      if (held === -1) {
        this.slots[slot] = at;
        this.count += 1;
        return;
      }
      if (this.hashes[held] === hash && matches(held)) {
        this.slots[slot] = at;
        return;
      }
    }
  }

  get(text: string, matches: (held: number) => boolean): number | undefined {
    const hash = hashOf(text);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot] as number;
      if (held === -1) return undefined;
      if (this.hashes[held] === hash && matches(held)) return held;
    }
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.slots = new Int32Array(size).fill(-1);
    const mask = size - 1;
    for (const held of old) {
      if (held === -1) continue;
      let slot = (this.hashes[held] as number) & mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & mask;
      this.slots[slot] = held;
    }
  }
}

/** A power of two at least twice the capacity: probes stay short while the table is at most half full. */
function slotCountFor(capacity: number): number {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  return size;
}

/** FNV-1a over the UTF-16 code units. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
