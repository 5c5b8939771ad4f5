// Reads a page of the ledger index's fields as money.repo's indexedFieldsPacked sends it: one
// string, rows "id,account,payee,category,YYYY-MM-DD,amount" joined by ";". The reader walks
// it in place, a row at a time, into its own fields: no object or string per row.

const MINUS = 45;
const ZERO = 48;

export class PackedRows {
  id = 0;
  account = 0;
  payee = 0;
  category = 0;
  year = 0;
  month = 0;
  day = 0;
  amount = 0;
  #at = 0;
  #dateAt = 0;

  constructor(private readonly text: string) {}

  /** Moves to the next row; false past the last. */
  next(): boolean {
    if (this.#at >= this.text.length) return false;
    this.id = this.#integer();
    this.account = this.#integer();
    this.payee = this.#integer();
    this.category = this.#integer();
    this.#dateAt = this.#at;
    this.year = this.#integer();
    this.month = this.#integer();
    this.day = this.#integer();
    this.amount = this.#integer();
    return true;
  }

  /** The current row's date as stored (only the last row's is needed: the next page starts after it). */
  get date(): string {
    return this.text.slice(this.#dateAt, this.#dateAt + 10);
  }

  /** yyyymmdd of the current row: tells a new date from the one before without a string. */
  get dateKey(): number {
    return this.year * 10_000 + this.month * 100 + this.day;
  }

  /** An integer (a sign, digits), then the one separator after it ("," "-" ";" or the end). */
  #integer(): number {
    const text = this.text;
    let at = this.#at;
    const negative = text.charCodeAt(at) === MINUS;
    if (negative) at++;
    let value = 0;
    for (let code = text.charCodeAt(at); code >= ZERO && code <= ZERO + 9; code = text.charCodeAt(++at)) {
      value = value * 10 + (code - ZERO);
    }
    this.#at = at + 1;
    return negative ? -value : value;
  }
}
