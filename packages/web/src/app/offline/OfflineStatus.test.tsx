import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meKey } from "../../features/auth/hooks";
import { OWNER } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import OfflineStatus from "./OfflineStatus";
import { writeQueue } from "./queue";
import { announceUpdate } from "./serviceWorker";

const write = (amount: number, owner = OWNER.username) => ({
  key: `status-${amount}-${owner}`,
  owner,
  kind: "water",
  label: `${amount} ml of water`,
  method: "POST" as const,
  url: "/tracker/api/water/tracker/",
  body: { amount },
  invalidates: [["water"]],
});

const show = () => renderWithProviders(<OfflineStatus />, { seed: (client) => client.setQueryData(meKey, OWNER) });

afterEach(async () => {
  vi.restoreAllMocks();
  for (const queued of writeQueue.snapshot()) await writeQueue.remove(queued.key);
});

describe("OfflineStatus", () => {
  it("says when the phone is offline and that the page shows what was last loaded", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    show();
    expect(await screen.findByText(/^Offline — showing what was last loaded\./)).toBeInTheDocument();
  });

  it("counts the owner's entries waiting to sync, not another owner's", async () => {
    await writeQueue.add(write(236));
    await writeQueue.add(write(591));
    await writeQueue.add(write(946, "someone-else"));
    show();
    expect(await screen.findByText("2 entries waiting to sync.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sync now" })).toBeEnabled();
  });

  it("keeps a refused entry with the server's message until it is edited and sent again", async () => {
    await writeQueue.add(write(0));
    await writeQueue.refuse("status-0-owner", {
      status: 400,
      detail: "Invalid input.",
      fields: { amount: ["Use at least 1 ml."] },
    });
    show();
    const refused = await screen.findByRole("list", { name: "Refused entries" });
    expect(within(refused).getByText("0 ml of water")).toBeInTheDocument();
    expect(within(refused).getByText("Invalid input. amount: Use at least 1 ml.")).toBeInTheDocument();

    await userEvent.click(within(refused).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: 0 ml of water" });
    const amount = within(dialog).getByRole("textbox", { name: "Amount" });
    expect(within(dialog).getByText("Use at least 1 ml.")).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, "236");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send again" }));

    await waitFor(() => expect(writeQueue.snapshot()[0]).toMatchObject({ body: { amount: 236 } }));
    expect(writeQueue.snapshot()[0]?.refusal).toBeUndefined();
    expect(await screen.findByText("1 entry waiting to sync.")).toBeInTheDocument();
  });

  it("discards a refused entry only after asking", async () => {
    await writeQueue.add(write(0));
    await writeQueue.refuse("status-0-owner", { status: 404, detail: "Task not found." });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard this entry?" });
    expect(writeQueue.snapshot()).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(writeQueue.snapshot()).toEqual([]));
  });

  it("offers a new version with Reload to update, and only swaps when asked", async () => {
    const apply = vi.fn(async () => undefined);
    announceUpdate(apply);
    show();
    expect(await screen.findByText("A new version of Homebase is ready.")).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload to update" }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
