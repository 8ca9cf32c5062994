/** What the strings are made of, to hand them to another process. */
export interface PackedStringsParts {
  bytes: Uint8Array;
  ends: Uint32Array;
  used: number;
  size: number;
}

/**
 * Strings one after another in one growing buffer (UTF-8), read back by position: 250,000 names
 * held this way are one object for the garbage collector instead of 250,000, and a byte a letter
 * instead of a string's header and pointer each (docs/decisions/0036).
 */
export class PackedStrings {
  private bytes: Buffer;
  private ends: Uint32Array;
  private used = 0;
  size = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.alloc(Math.max(64, capacity * 16));
    this.ends = new Uint32Array(Math.max(1, capacity));
  }

  /** The strings as buffers another process can take over (see fromParts). */
  parts(): PackedStringsParts {
    return { bytes: this.bytes, ends: this.ends, used: this.used, size: this.size };
  }

  /** The strings `parts` gave, as they arrive from another process (as a Uint8Array). */
  static fromParts({ bytes, ends, used, size }: PackedStringsParts): PackedStrings {
    const strings = new PackedStrings(0);
    strings.bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    strings.ends = ends;
    strings.used = used;
    strings.size = size;
    return strings;
  }

  push(text: string): void {
    const length = Buffer.byteLength(text);
    if (this.used + length > this.bytes.length) this.bytes = grown(this.bytes, this.used + length, this.used);
    if (this.size === this.ends.length) {
      const ends = new Uint32Array(Math.ceil(this.size * 1.5) + 16);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.used += this.bytes.write(text, this.used, 'utf8');
    this.ends[this.size] = this.used;
    this.size += 1;
  }

  at(position: number): string {
    const start = position === 0 ? 0 : (this.ends[position - 1] as number);
    return this.bytes.toString('utf8', start, this.ends[position]);
  }

  /** Room held for more cut off: what is left is only what was pushed. */
  trim(): void {
    if (this.used < this.bytes.length) this.bytes = grown(this.bytes, this.used, this.used);
    if (this.size < this.ends.length) this.ends = this.ends.slice(0, this.size);
  }
}

function grown(bytes: Buffer, needed: number, used: number): Buffer {
  const size = needed <= bytes.length ? needed : Math.max(needed, Math.ceil(bytes.length * 1.5));
  const next = Buffer.alloc(size);
  bytes.copy(next, 0, 0, used);
  return next;
}
