import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { signedInApi } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { emulatePhone } from "../../test/viewport";
import { BOARD_STORAGE_KEY } from "./useBoard";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/wordle/connections"), 60_000);

const FISH = ["BASS", "FLOUNDER", "SALMON", "TROUT"];
const SIXTEEN =
  "bass, flounder, salmon, trout\nant\ndrill\nisland\nopal\nkiwi, lemon, lime, mango\nbark\tbay\thowl\tmoan";

async function openBoard() {
  signedInApi();
  const view = renderApp("/wordle/connections");
  await screen.findByRole("heading", { level: 1, name: "Connections" });
  // The heading shows while the page's code loads (app/RouteLoading.tsx); its button comes with the page.
  await screen.findByRole("button", { name: "New puzzle" });
  return view;
}

const table = () => screen.getByLabelText("Words by group");
const wordRows = () => [...table().querySelectorAll("tbody th")].map((cell) => cell.textContent);
// By label, not role: role queries over a 16 × 4 grid of checkboxes are slow in jsdom.
const cell = (word: string, group: string) => screen.getByLabelText(`${word} in ${group}`);

async function pasteSixteen() {
  await userEvent.click(screen.getByRole("textbox", { name: "Words" }));
  await userEvent.paste(SIXTEEN);
}

// fireEvent keeps the many clicks of a full board quick; single clicks under test use userEvent.
function fillGroup(group: string, words: string[]) {
  for (const word of words) fireEvent.click(cell(word, group));
}

describe("ConnectionsHome", () => {
  it("is in the menu as Connections at /wordle/connections, titled Connections", async () => {
    expect(navItems(modules).find((item) => item.label === "Connections")?.path).toBe("/wordle/connections");
    await openBoard();
    await waitFor(() => expect(document.title).toBe("Connections · Homebase"));
    expect(screen.getByText("Add the puzzle's 16 words above.")).toBeInTheDocument();
  });

  it("adds typed words uppercased, several at once, and refuses duplicates with a message", async () => {
    await openBoard();
    const box = screen.getByRole("textbox", { name: "Words" });
    await userEvent.type(box, "apple pear plum{Enter}");
    expect(wordRows()).toEqual(["APPLE", "PEAR", "PLUM"]);
    expect(box).toHaveValue("");
    await userEvent.type(box, "Pear fig{Enter}");
    expect(wordRows()).toEqual(["APPLE", "PEAR", "PLUM", "FIG"]);
    expect(screen.getByRole("alert")).toHaveTextContent("Already on the board: PEAR.");
    expect(
      screen.getByText("4 of 16 words. Separate words with commas (or spaces when none has two words)."),
    ).toBeInTheDocument();
  });

  it("takes a pasted list of 16 on separate lines and then hides the entry", async () => {
    await openBoard();
    await pasteSixteen();
    expect(wordRows()).toHaveLength(16);
    expect(wordRows().slice(0, 5)).toEqual([...FISH, "ANT"]);
    expect(screen.queryByRole("textbox", { name: "Words" })).not.toBeInTheDocument();
  });

  it("caps the board at 16 words and says which were left out", async () => {
    await openBoard();
    await userEvent.type(screen.getByRole("textbox", { name: "Words" }), "one two{Enter}");
    await pasteSixteen();
    expect(wordRows()).toHaveLength(16);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The board holds 16 words, so these were left out: HOWL, MOAN.",
    );
  });

  it("toggles cells and holds at most 4 words per group", async () => {
    await openBoard();
    await pasteSixteen();
    fillGroup("Group 1", FISH);
    expect(cell("BASS", "Group 1")).toBeChecked();
    expect(cell("ANT", "Group 1")).toBeDisabled();
    await userEvent.click(cell("TROUT", "Group 1"));
    expect(cell("TROUT", "Group 1")).not.toBeChecked();
    expect(cell("ANT", "Group 1")).toBeEnabled();
    expect(screen.queryByLabelText("Close group: Group 1")).not.toBeInTheDocument();
    await userEvent.click(cell("TROUT", "Group 1"));
    expect(screen.getByLabelText("Close group: Group 1")).toHaveTextContent("C");
  });

  it("closes a named group of 4 with C, lists it as 'name: words' and reopens it", async () => {
    await openBoard();
    await pasteSixteen();
    fillGroup("Group 1", FISH);
    fireEvent.click(cell("BASS", "Group 2"));
    // Typing is covered elsewhere; one change keeps this 16 × 4 grid test quick.
    fireEvent.change(screen.getByLabelText("Name of Group 1"), { target: { value: "Fish" } });
    await userEvent.click(screen.getByLabelText("Close group: Fish"));

    expect(wordRows()).toHaveLength(12);
    expect(wordRows()).not.toContain("BASS");
    // BASS left Group 2 too: that group is empty again, so it offers X.
    expect(screen.getByLabelText("Remove group: Group 2")).toHaveTextContent("X");
    const closed = screen.getByRole("region", { name: "Closed groups" });
    const fish = within(closed).getByText("BASS, FLOUNDER, SALMON, TROUT").closest("button")!;
    expect(fish).toHaveTextContent("Fish: BASS, FLOUNDER, SALMON, TROUT");
    await userEvent.click(fish);
    expect(screen.queryByRole("region", { name: "Closed groups" })).not.toBeInTheDocument();
    expect(wordRows()).toHaveLength(16);
    expect(cell("SALMON", "Fish")).toBeChecked();
  });

  it("removes an empty group with X and adds a new one", async () => {
    await openBoard();
    await pasteSixteen();
    await userEvent.click(screen.getByLabelText("Remove group: Group 3"));
    expect(screen.queryByLabelText("Name of Group 3")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add group" }));
    expect(screen.getByLabelText("Name of Group 5")).toBeInTheDocument();
    await userEvent.click(cell("ANT", "Group 5"));
    expect(screen.queryByLabelText("Remove group: Group 5")).not.toBeInTheDocument();
  });

  it("keeps the board in local storage across a reload", async () => {
    const first = await openBoard();
    await pasteSixteen();
    fillGroup("Group 2", ["KIWI", "LEMON", "LIME", "MANGO"]);
    await userEvent.click(screen.getByLabelText("Close group: Group 2"));
    expect(JSON.parse(localStorage.getItem(BOARD_STORAGE_KEY) ?? "null").groups[1].cleared).toBe(true);
    first.unmount();

    renderApp("/wordle/connections");
    expect(await screen.findByRole("button", { name: "Group 2: KIWI, LEMON, LIME, MANGO" })).toBeInTheDocument();
    expect(wordRows()).toHaveLength(12);
  });

  it("clears the board with New puzzle after asking", async () => {
    await openBoard();
    await pasteSixteen();
    await userEvent.click(screen.getByRole("button", { name: "New puzzle" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a new puzzle?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitForElementToBeRemoved(dialog);
    expect(wordRows()).toHaveLength(16);
    await userEvent.click(screen.getByRole("button", { name: "New puzzle" }));
    const again = screen.getByRole("dialog");
    await userEvent.click(within(again).getByRole("button", { name: "New puzzle" }));
    await waitForElementToBeRemoved(again);
    expect(wordRows()).toEqual([]);
    expect(screen.getByRole("textbox", { name: "Words" })).toBeInTheDocument();
  });

  it("fits a word and four groups on a phone", async () => {
    emulatePhone();
    await openBoard();
    await pasteSixteen();
    expect(within(table()).getAllByRole("columnheader")).toHaveLength(5);
    expect(cell("MOAN", "Group 4")).toBeInTheDocument();
  });
});
