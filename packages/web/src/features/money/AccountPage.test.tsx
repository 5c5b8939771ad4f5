import { MAX_UPLOAD_BYTES } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok, storedAsSent } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { ACCOUNTS_PATH } from "./api";
import { account, FLAT_FORECAST, moneyApi, pathOf } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/account/"), 60_000);

const CHECKING = account(1, "Checking");
const PATH = pathOf(CHECKING);

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("AccountsPage", { timeout: 40_000 }, () => {
  it("lists accounts with their transaction counts and opens a new one after Create", async () => {
    const used = { ...CHECKING, transaction_count: 1 };
    const savings = account(2, "Savings");
    const api = moneyApi({
      accounts: [used],
      routes: { [`POST ${ACCOUNTS_PATH}`]: created(savings), [`GET ${pathOf(savings)}`]: ok(savings) },
    });
    const { router } = renderApp("/money/account/");
    const list = await screen.findByRole("list", { name: "Accounts" });
    expect(within(list).getByRole("link", { name: /Checking\s*1 transaction/ })).toHaveAttribute(
      "href",
      "/money/account/1/",
    );
    api.answer({ [`GET ${ACCOUNTS_PATH}`]: ok([used, savings]) });
    await userEvent.type(screen.getByRole("textbox", { name: "New Account" }), "Savings");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/money/account/2/"));
    expect(api.bodies("POST", ACCOUNTS_PATH)).toEqual([{ name: "Savings" }]);
    expect(await screen.findByRole("heading", { level: 1, name: "Savings" })).toBeInTheDocument();
  });

  it("shows the server's message for a duplicate name", async () => {
    const refusal = {
      detail: "Check the highlighted fields.",
      code: "invalid",
      fields: { name: ["You already have an account with this name."] },
    };
    moneyApi({ accounts: [CHECKING], routes: { [`POST ${ACCOUNTS_PATH}`]: { status: 400, body: refusal } } });
    renderApp("/money/account/");
    await userEvent.type(await screen.findByRole("textbox", { name: "New Account" }), "checking");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("You already have an account with this name.")).toBeInTheDocument();
  });
});

describe("AccountPage", { timeout: 40_000 }, () => {
  it("shows the account's 90-day forecast with its lowest point (issue 24)", async () => {
    const api = moneyApi({ accounts: [CHECKING] });
    api.answer({
      "GET /money/api/reports/forecast/?account=1": ok({
        ...FLAT_FORECAST,
        account: { id: 1, name: "Checking" },
        lowest: { date: "2025-06-16", balance: 40 },
      }),
    });
    renderApp("/money/account/1/");
    const forecast = await screen.findByRole("figure", { name: "Cash-flow forecast, next 90 days" });
    expect(await within(forecast).findByText("$40.00 on Jun 16, 2025")).toBeInTheDocument();
    expect(api.paths("GET", "/money/api/reports/forecast/")).toEqual(["/money/api/reports/forecast/?account=1"]);
  });

  it("saves an upload field when it is left, with a Saved confirmation", async () => {
    const api = moneyApi({ accounts: [CHECKING], routes: storedAsSent([CHECKING], ACCOUNTS_PATH) });
    renderApp("/money/account/1/");
    const field = await screen.findByRole("textbox", { name: "Debit Field" });
    await userEvent.type(field, "Withdrawal");
    await userEvent.tab();
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(api.bodies("PATCH", PATH)).toEqual([{ debit_field: "Withdrawal" }]);
    expect(field).toHaveValue("Withdrawal");
  });

  it("shows a refused upload field's message under that field", async () => {
    moneyApi({
      accounts: [CHECKING],
      routes: {
        [`PATCH ${PATH}`]: {
          status: 400,
          body: { detail: "Invalid.", code: "invalid", fields: { date_format: ["Use at most 100 characters."] } },
        },
      },
    });
    renderApp("/money/account/1/");
    const field = await screen.findByRole("combobox", { name: "Date Format" });
    await userEvent.type(field, "%Y{Enter}");
    expect(await screen.findByText("Use at most 100 characters.")).toBeInTheDocument();
    expect(field).toHaveValue("%Y");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("saves the character set of statements that are not UTF-8 when one is picked", async () => {
    const api = moneyApi({ accounts: [CHECKING], routes: storedAsSent([CHECKING], ACCOUNTS_PATH) });
    renderApp("/money/account/1/");
    const field = await screen.findByRole("combobox", { name: "Character set" });
    expect(field).toHaveTextContent("Not chosen (windows-1252)");
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole("option", { name: "iso-8859-2" }));
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ encoding: "iso-8859-2" }]));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Character set" })).toHaveTextContent("iso-8859-2");
  });

  it("saves the Active switch and links to the account's transactions", async () => {
    const api = moneyApi({ accounts: [CHECKING], routes: storedAsSent([CHECKING], ACCOUNTS_PATH) });
    renderApp("/money/account/1/");
    await userEvent.click(await screen.findByRole("switch", { name: "Active" }));
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ is_active: false }]));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Active" })).not.toBeChecked());
    expect(screen.getByRole("link", { name: "View transactions" })).toHaveAttribute("href", "/money/?account=1");
  });

  it("shows why an account with transactions cannot be deleted", async () => {
    const refusal = { detail: "This account has 1 transactions.", code: "conflict" };
    moneyApi({ accounts: [CHECKING], routes: { [`DELETE ${PATH}`]: { status: 409, body: refusal } } });
    const { router } = renderApp("/money/account/1/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This account has 1 transactions.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/money/account/1/");
  });
});

const statement = (name = "checking.csv") => new File(["Date,Description,Amount\n"], name, { type: "text/csv" });

describe("AccountPage statement upload", { timeout: 40_000 }, () => {
  it("uploads the chosen file with a progress bar, shows the counts and clears the choice", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = moneyApi({
      accounts: [CHECKING],
      routes: { "POST /money/api/upload/": () => new Promise((resolve) => (answer = resolve)) },
    });
    renderApp("/money/account/1/");
    const upload = await screen.findByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText("Statement file"), statement());
    expect(screen.getByText("checking.csv")).toBeInTheDocument();
    await userEvent.click(upload);

    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
    expect(await screen.findByText("Processing…")).toBeInTheDocument();
    const [sent] = api.bodies("POST", "/money/api/upload/") as FormData[];
    expect(sent!.get("account_id")).toBe("1");
    expect((sent!.get("file") as File).name).toBe("checking.csv");

    answer({ status: 200, body: { imported: 12, duplicates: 3, skipped: 1, errors: [] } });
    const result = await screen.findByText(/Imported 12 · 3 duplicates · 1 skipped/);
    expect(within(result).getByRole("link", { name: "View transactions" })).toHaveAttribute(
      "href",
      "/money/?account=1",
    );
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).not.toBeInTheDocument();
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
    expect(screen.getByLabelText("Statement file")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("shows the server's reason, with the line number, when the file is refused", async () => {
    moneyApi({
      accounts: [CHECKING],
      routes: {
        "POST /money/api/upload/": {
          status: 400,
          body: {
            detail: "Line 13: the date 13/45/2024 does not match MM/DD/YYYY.",
            code: "invalid",
            fields: { file: ["Line 13: the date 13/45/2024 does not match MM/DD/YYYY."] },
          },
        },
      },
    });
    renderApp("/money/account/1/");
    await userEvent.upload(await screen.findByLabelText("Statement file"), statement());
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Line 13: the date 13/45/2024 does not match MM/DD/YYYY.",
    );
    // The choice stays so it can be sent again once the configuration is fixed.
    expect(screen.getByText("checking.csv")).toBeInTheDocument();
    expect(screen.queryByText(/Imported/)).not.toBeInTheDocument();
  });

  it("refuses a file over 20 MB before sending it", async () => {
    const api = moneyApi({ accounts: [CHECKING] });
    renderApp("/money/account/1/");
    const huge = statement("year.csv");
    Object.defineProperty(huge, "size", { value: MAX_UPLOAD_BYTES + 1 });
    await userEvent.upload(await screen.findByLabelText("Statement file"), huge);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "year.csv is larger than 20 MB. Upload a shorter statement (for example one month).",
    );
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(api.bodies("POST", "/money/api/upload/")).toEqual([]);
  });

  it("saves a date format picked from the list and which way a positive amount goes", async () => {
    const api = moneyApi({ accounts: [CHECKING], routes: storedAsSent([CHECKING], ACCOUNTS_PATH) });
    renderApp("/money/account/1/");
    await userEvent.click(await screen.findByRole("combobox", { name: "Date Format" }));
    await userEvent.click(await screen.findByRole("option", { name: "M/D/YY" }));
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ date_format: "M/D/YY" }]));
    expect(screen.getByRole("combobox", { name: "Date Format" })).toHaveValue("M/D/YY");

    expect(screen.getByRole("radio", { name: "Money in (most bank accounts)" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Money out (many credit-card exports)" }));
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Money out (many credit-card exports)" })).toBeChecked(),
    );
    expect(api.bodies("PATCH", PATH)).toEqual([{ date_format: "M/D/YY" }, { is_positive_credit: false }]);
  });
});
