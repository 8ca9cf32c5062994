import { expect, it } from 'vitest';

/**
 * One test per row of a table: `read(input)` is the row's expected value.
 * The readers of text (requests, ZIPs, phones, URLs) are each tested by such tables, written once here.
 */
export function itReadsEach<Input, Expected>(title: string, read: (input: Input) => Expected, rows: [Input, Expected][]): void {
  it.each(rows)(title, (input, expected) => {
    expect(read(input)).toBe(expected);
  });
}
