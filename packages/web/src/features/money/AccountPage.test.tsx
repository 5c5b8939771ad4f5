import { MAX_UPLOAD_BYTES } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { moneyApi } from "./testing";

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("AccountsPage", { timeout: 40_000 }, () => {
  it("lists accounts with their transaction counts and opens a new one after Create", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      transactions: [{ account: "Checking", date: "2024-01-02", amount: -5 }],
    });
    const { router } = renderApp("/money/account/");
    const list = await screen.findByRole("list", { name: "Accounts" });
    expect(within(list).getByRole("link", { name: /Checking\s*1 transaction/ })).toHaveAttribute(
      "href",
      `/money/account/${api.accounts[0]!.id}/`,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "New Account" }), "Savings");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    const savings = await waitFor(() => api.accounts.find((a) => a.name === "Savings")!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/money/account/${savings.id}/`));
    expect(await screen.findByRole("heading", { level: 1, name: "Savings" })).toBeInTheDocument();
  });

  it("shows the server's message for a duplicate name", async () => {
    moneyApi({ accounts: ["Checking"] });
    renderApp("/money/account/");
    await userEvent.type(await screen.findByRole("textbox", { name: "New Account" }), "checking");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("You already have an account with this name.")).toBeInTheDocument();
  });
});

describe("AccountPage", { timeout: 40_000 }, () => {
  it("saves an upload field when it is left, with a Saved confirmation", async () => {
    const api = moneyApi({ accounts: ["Checking"] });
    const account = api.accounts[0]!;
    renderApp(`/money/account/${account.id}/`);
    const field = await screen.findByRole("textbox", { name: "Debit Field" });
    await userEvent.type(field, "Withdrawal");
    await userEvent.tab();
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(api.bodies("PATCH", `/money/api/account/${account.id}/`)).toEqual([{ debit_field: "Withdrawal" }]);
    expect(account.debit_field).toBe("Withdrawal");
  });

  it("shows a refused upload field's message under that field", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      routes: {
        "PATCH /money/api/account/1/": {
          status: 400,
          body: { detail: "Invalid.", code: "invalid", fields: { date_format: ["Use at most 100 characters."] } },
        },
      },
    });
    renderApp(`/money/account/${api.accounts[0]!.id}/`);
    const field = await screen.findByRole("combobox", { name: "Date Format" });
    await userEvent.type(field, "%Y{Enter}");
    expect(await screen.findByText("Use at most 100 characters.")).toBeInTheDocument();
    expect(field).toHaveValue("%Y");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("saves the Active switch and links to the account's transactions", async () => {
    const api = moneyApi({ accounts: ["Checking"] });
    const account = api.accounts[0]!;
    renderApp(`/money/account/${account.id}/`);
    await userEvent.click(await screen.findByRole("switch", { name: "Active" }));
    await waitFor(() => expect(account.is_active).toBe(false));
    expect(screen.getByRole("link", { name: "View transactions" })).toHaveAttribute(
      "href",
      `/money/?account=${account.id}`,
    );
  });

  it("shows why an account with transactions cannot be deleted", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      transactions: [{ account: "Checking", date: "2024-01-02", amount: -5 }],
    });
    renderApp(`/money/account/${api.accounts[0]!.id}/`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This account has 1 transactions.")).toBeInTheDocument();
    expect(api.accounts).toHaveLength(1);
  });
});

const statement = (name = "checking.csv") => new File(["Date,Description,Amount\n"], name, { type: "text/csv" });

describe("AccountPage statement upload", { timeout: 40_000 }, () => {
  it("uploads the chosen file with a progress bar, shows the counts and clears the choice", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = moneyApi({
      accounts: ["Checking"],
      routes: { "POST /money/api/upload/": () => new Promise((resolve) => (answer = resolve)) },
    });
    const account = api.accounts[0]!;
    renderApp(`/money/account/${account.id}/`);
    const upload = await screen.findByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText("Statement file"), statement());
    expect(screen.getByText("checking.csv")).toBeInTheDocument();
    await userEvent.click(upload);

    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
    expect(await screen.findByText("Processing…")).toBeInTheDocument();
    const [sent] = api.bodies("POST", "/money/api/upload/") as FormData[];
    expect(sent!.get("account_id")).toBe(String(account.id));
    expect((sent!.get("file") as File).name).toBe("checking.csv");

    answer({ status: 200, body: { imported: 12, duplicates: 3, skipped: 1, errors: [] } });
    const result = await screen.findByText(/Imported 12 · 3 duplicates · 1 skipped/);
    expect(within(result).getByRole("link", { name: "View transactions" })).toHaveAttribute(
      "href",
      `/money/?account=${account.id}`,
    );
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).not.toBeInTheDocument();
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
    expect(screen.getByLabelText("Statement file")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("shows the server's reason, with the line number, when the file is refused", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
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
    renderApp(`/money/account/${api.accounts[0]!.id}/`);
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
    const api = moneyApi({ accounts: ["Checking"] });
    renderApp(`/money/account/${api.accounts[0]!.id}/`);
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
    const api = moneyApi({ accounts: ["Checking"] });
    const account = api.accounts[0]!;
    renderApp(`/money/account/${account.id}/`);
    await userEvent.click(await screen.findByRole("combobox", { name: "Date Format" }));
    await userEvent.click(await screen.findByRole("option", { name: "M/D/YY" }));
    await waitFor(() => expect(account.date_format).toBe("M/D/YY"));
    expect(screen.getByRole("combobox", { name: "Date Format" })).toHaveValue("M/D/YY");

    expect(screen.getByRole("radio", { name: "Money in (most bank accounts)" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Money out (many credit-card exports)" }));
    await waitFor(() => expect(account.is_positive_credit).toBe(false));
    expect(api.bodies("PATCH", `/money/api/account/${account.id}/`)).toEqual([
      { date_format: "M/D/YY" },
      { is_positive_credit: false },
    ]);
  });
});
