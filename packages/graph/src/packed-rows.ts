// Rows of packed records as 32-bit cells, a fixed number to a row: written to the index as raw
// bytes and read back as a view of them, with no number parsed and no array built per row —
// parsing a repository's ~30,000 rows as JSON was most of a warm query's reading of its index.

/** The cell of a key a record has no value for. */
export const NONE = -0x80000000;

/** Whether a number is stored in a cell as itself (any other number is stored as JSON). */
export const isCellNumber = (value: number): boolean =>
  Number.isInteger(value) && value > NONE && value <= 0x7fffffff;

/** The rows of one schema, `width` cells to a row: a table being written, or one read. */
export class Rows {
  private cells: Int32Array;
  private rows: number;

  constructor(
    readonly width: number,
    /** The cells of rows read (their number is the cells' over the width). */
    cells?: Int32Array,
  ) {
    this.cells = cells ?? new Int32Array(width * 256);
    this.rows = cells && width > 0 ? cells.length / width : 0;
  }

  /** How many rows there are. */
  get count(): number {
    return this.rows;
  }

  /** A row's value for a column: a string's or a JSON value's index, a number, or NONE. */
  cell(row: number, column: number): number {
    return this.cells[row * this.width + column] ?? NONE;
  }

  /** Adds a row whose cells are then each written with `set`; returns its index. */
  add(): number {
    this.reserve(1);
    return this.rows++;
  }

  /** Writes a cell of a row being added. */
  set(row: number, column: number, value: number): void {
    this.cells[row * this.width + column] = value;
  }

  /** Adds the rows [start, end) of another table of the same width; returns where they start. */
  append(from: Rows, start: number, end: number): number {
    const at = this.rows;
    this.reserve(end - start);
    this.cells.set(from.cells.subarray(start * from.width, end * from.width), at * this.width);
    this.rows += end - start;
    return at;
  }

  /** The cells of every row, in order (a view: not to be kept past the next row added). */
  written(): Int32Array {
    return this.cells.subarray(0, this.rows * this.width);
  }

  private reserve(rows: number): void {
    const needed = (this.rows + rows) * this.width;
    if (needed <= this.cells.length) return;
    const grown = new Int32Array(Math.max(needed, this.cells.length * 2));
    grown.set(this.written());
    this.cells = grown;
  }
}
