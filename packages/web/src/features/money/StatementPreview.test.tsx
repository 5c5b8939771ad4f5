import type { MoneyUploadMapping, MoneyUploadPreview } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { type FakeRequest, inTurn, ok, type Reply, type Route } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { UPLOAD_PREVIEW_PATH } from "./api";
import { account, moneyApi, pathOf } from "./testing";

// Issue 19: choosing a statement shows the server's preview; the selects start from its guess,
// a change is read again by the server, and Upload saves the mapping on the account first.

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/account/1/"), 60_000);

const CHECKING = account(1, "Checking");
const PATH = pathOf(CHECKING);
const UPLOAD_PATH = "/money/api/upload/";

const GUESS: MoneyUploadMapping = {
  transaction_date_field: "Posting Date",
  posted_date_field: "",
  date_format: "MM/DD/YYYY",
  description_field: "Description",
  debit_field: "",
  credit_field: "",
  amount_field: "Amount",
  type_field: "",
  account_number_field: "",
  is_positive_credit: true,
};

/** What the server answers for a three-column file read with `mapping`. */
function preview(mapping: MoneyUploadMapping, fields: Partial<MoneyUploadPreview> = {}): MoneyUploadPreview {
  return {
    format: "csv",
    encoding: "utf-8",
    encodings: [],
    columns: ["Posting Date", "Description", "Memo", "Amount"],
    has_header: true,
    rows: [["01/05/2024", "STARBUCKS #1234", "Coffee", "-4.50"]],
    guess: { ...GUESS, decimal_mark: "." },
    mapping,
    problems: [],
    transactions: [
      { line: 2, transaction_date: "2024-01-05", posted_date: null, description: "STARBUCKS #1234", amount: -4.5 },
      { line: 3, transaction_date: "2024-01-06", posted_date: null, description: "PAYROLL ACME", amount: 1250 },
    ],
    count: 31,
    skipped: 2,
    accounts: [],
    qif_account: null,
    opening_balance: null,
    ...fields,
  };
}

const BY_MEMO = { ...GUESS, description_field: "Memo" };
const LATIN = { encoding: "windows-1252", encodings: ["windows-1252", "iso-8859-2", "koi8-r"] };

const statement = () => new File(["Posting Date,Description,Memo,Amount\n"], "january.csv", { type: "text/csv" });
const form = (request: FakeRequest) => Object.fromEntries((request.body as FormData).entries());
const sentForms = (api: ReturnType<typeof moneyApi>, path: string) =>
  api.requests.filter((r) => r.method === "POST" && r.path === path).map(form);

function setUp(previews: Route, upload: Reply = ok({ imported: 31, duplicates: 0, skipped: 2, errors: [] })) {
  return moneyApi({
    accounts: [CHECKING],
    routes: {
      [`POST ${UPLOAD_PREVIEW_PATH}`]: previews,
      [`PATCH ${PATH}`]: (request) => ok({ ...CHECKING, ...(request.body as object) }),
      [`POST ${UPLOAD_PATH}`]: upload,
    },
  });
}

async function choose() {
  renderApp("/money/account/1/");
  await userEvent.upload(await screen.findByLabelText("Statement file"), statement());
  return within(await screen.findByTestId("statement-preview"));
}

async function pick(card: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(card.getByRole("combobox", { name: field }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("Statement preview", { timeout: 40_000 }, () => {
  it("fills the selects from the guess and lists the transactions as they will be stored", async () => {
    const api = setUp(inTurn(ok(preview(GUESS))));
    const card = await choose();
    expect(sentForms(api, UPLOAD_PREVIEW_PATH)).toEqual([{ account_id: "1", file: expect.any(File) }]);
    expect(card.getByRole("combobox", { name: "Transaction Date Field" })).toHaveTextContent("Posting Date");
    expect(card.getByRole("combobox", { name: "Description Field" })).toHaveTextContent("Description");
    expect(card.getByRole("combobox", { name: "Amount Field" })).toHaveTextContent("Amount");
    expect(card.getByRole("combobox", { name: "Debit Field" })).toHaveTextContent("Not in the file");
    expect(card.getByRole("combobox", { name: "Date Format" })).toHaveTextContent("MM/DD/YYYY");
    expect(card.getByRole("combobox", { name: "A positive amount is" })).toHaveTextContent("Money in");
    expect(card.queryByRole("combobox", { name: "Character set" })).not.toBeInTheDocument();

    const table = card.getByRole("table", { name: "As they will be stored" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Jan 5, 2024", "STARBUCKS #1234", "-$4.50"]);
    expect(
      within(second!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Jan 6, 2024", "PAYROLL ACME", "$1,250.00"]);
    expect(card.getByText("31 transactions · 2 rows skipped · the first 2 shown")).toBeInTheDocument();
  });

  it("reads the file again when a select changes, and shows what the server then answers", async () => {
    const memoRows = preview(BY_MEMO, {
      transactions: [
        { line: 2, transaction_date: "2024-01-05", posted_date: null, description: "Coffee", amount: -4.5 },
      ],
      count: 1,
      skipped: 0,
    });
    const api = setUp(inTurn(ok(preview(GUESS)), ok(memoRows)));
    const card = await choose();
    await pick(card, "Description Field", "Memo");
    await waitFor(() =>
      expect(card.getByRole("table", { name: "As they will be stored" })).toHaveTextContent("Coffee"),
    );
    expect(card.getByText("1 transaction")).toBeInTheDocument();
    const [, again] = sentForms(api, UPLOAD_PREVIEW_PATH);
    expect(again).toEqual({
      account_id: "1",
      file: expect.any(File),
      transaction_date_field: "Posting Date",
      posted_date_field: "",
      date_format: "MM/DD/YYYY",
      description_field: "Memo",
      debit_field: "",
      credit_field: "",
      amount_field: "Amount",
      type_field: "",
      account_number_field: "",
      is_positive_credit: "true",
    });
    expect(card.getByRole("combobox", { name: "Description Field" })).toHaveTextContent("Memo");
  });

  it("keeps a first change when a second one is made before the file is read again", async () => {
    let answer: (reply: Reply) => void = () => {};
    const held = new Promise<Reply>((resolve) => (answer = resolve));
    const both = { ...BY_MEMO, posted_date_field: "Posting Date" };
    const replies = [ok(preview(GUESS)), held, ok(preview(both))];
    const api = setUp(() => replies.shift()!);
    const card = await choose();
    await pick(card, "Description Field", "Memo");
    expect(card.getByRole("combobox", { name: "Description Field" })).toHaveTextContent("Memo");
    await pick(card, "Posted Date Field", "Posting Date");
    answer(ok(preview(BY_MEMO)));
    await waitFor(() => expect(api.calls("POST", UPLOAD_PREVIEW_PATH)).toBe(3));
    expect(sentForms(api, UPLOAD_PREVIEW_PATH)[2]).toMatchObject({
      description_field: "Memo",
      posted_date_field: "Posting Date",
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled());
    expect(card.getByRole("combobox", { name: "Description Field" })).toHaveTextContent("Memo");
    expect(card.getByRole("combobox", { name: "Posted Date Field" })).toHaveTextContent("Posting Date");
  });

  it("shows the server's warnings, and offers the character sets of a file that is not UTF-8", async () => {
    const warned = preview(GUESS, {
      ...LATIN,
      problems: [
        "The file is not UTF-8; it was read as windows-1252. If letters look wrong, choose the file's character set.",
        "Line 14: skipped, it has 2 of 4 columns: a line the bank wrapped, or a note.",
      ],
    });
    const api = setUp(inTurn(ok(warned), ok({ ...warned, encoding: "iso-8859-2", problems: [] })));
    const card = await choose();
    const notes = card.getAllByRole("note").map((note) => note.textContent);
    expect(notes).toEqual(warned.problems);
    await pick(card, "Character set", "iso-8859-2");
    await waitFor(() => expect(card.queryAllByRole("note")).toEqual([]));
    expect(sentForms(api, UPLOAD_PREVIEW_PATH)[1]).toEqual({
      account_id: "1",
      file: expect.any(File),
      encoding: "iso-8859-2",
    });
    expect(card.getByRole("combobox", { name: "Character set" })).toHaveTextContent("iso-8859-2");
  });

  it("saves the mapping and character set on the account, then uploads with the choice", async () => {
    const latin = { ...LATIN, encoding: "iso-8859-2" };
    const api = setUp(inTurn(ok(preview(GUESS, LATIN)), ok(preview(GUESS, latin)), ok(preview(BY_MEMO, latin))));
    const card = await choose();
    await pick(card, "Character set", "iso-8859-2");
    await pick(card, "Description Field", "Memo");
    await waitFor(() => expect(api.calls("POST", UPLOAD_PREVIEW_PATH)).toBe(3));
    await waitFor(() => expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByText(/Imported 31 · 0 duplicates · 2 skipped/)).toBeInTheDocument();
    expect(api.bodies("PATCH", PATH)).toEqual([{ ...BY_MEMO, encoding: "iso-8859-2" }]);
    expect(sentForms(api, UPLOAD_PATH)).toEqual([{ account_id: "1", encoding: "iso-8859-2", file: expect.any(File) }]);
    // The account is saved before the file goes.
    const order = api.requests
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => r === `PATCH ${PATH}` || r === `POST ${UPLOAD_PATH}`);
    expect(order).toEqual([`PATCH ${PATH}`, `POST ${UPLOAD_PATH}`]);
    expect(screen.queryByTestId("statement-preview")).not.toBeInTheDocument();
  });

  it("keeps the owner's choices and shows the server's reason when the upload is refused", async () => {
    const reason = 'Line 9: the date "13/45/2024" does not match the format MM/DD/YYYY.';
    const api = setUp(
      inTurn(
        ok(preview(GUESS, LATIN)),
        ok(preview(GUESS, { ...LATIN, encoding: "koi8-r" })),
        ok(preview(BY_MEMO, { ...LATIN, encoding: "koi8-r" })),
      ),
      { status: 400, body: { detail: reason, code: "invalid", fields: { file: [reason] } } },
    );
    const card = await choose();
    await pick(card, "Character set", "koi8-r");
    await waitFor(() => expect(card.getByRole("combobox", { name: "Character set" })).toHaveTextContent("koi8-r"));
    await pick(card, "Description Field", "Memo");
    await waitFor(() => expect(card.getByRole("combobox", { name: "Description Field" })).toHaveTextContent("Memo"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(sentForms(api, UPLOAD_PATH)).toEqual([{ account_id: "1", encoding: "koi8-r", file: expect.any(File) }]);
    const still = within(screen.getByTestId("statement-preview"));
    expect(still.getByRole("combobox", { name: "Description Field" })).toHaveTextContent("Memo");
    expect(still.getByRole("combobox", { name: "Character set" })).toHaveTextContent("koi8-r");
    expect(screen.getByTestId("chosen-file")).toHaveTextContent("january.csv");
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });
});
