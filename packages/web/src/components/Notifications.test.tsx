import { useMutation, useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { api } from "../api/client";
import { fakeApi } from "../test/fakeApi";
import { renderWithProviders } from "../test/render";
import { useNotify } from "./notifications";

const BAD_ZONE = { status: 400, body: { detail: "Unknown time zone.", code: "invalid" } };

function SaveButton() {
  const save = useMutation({
    mutationFn: () => api.patch("/auth/users/me/settings/", { time_zone: "Mars/Olympus" }),
    meta: { errorMessage: "Could not save settings" },
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function Things() {
  useQuery({
    queryKey: ["things"],
    queryFn: () => api.get("/things/"),
    meta: { errorMessage: "Could not load things" },
  });
  return null;
}

function TwoMessages() {
  const notify = useNotify();
  const send = () => {
    notify("Settings saved", "success");
    notify("Second message", "info");
  };
  return (
    <button type="button" onClick={send}>
      Go
    </button>
  );
}

function InlineError() {
  const call = useMutation({ mutationFn: () => api.post("/x/"), meta: { showsErrorInline: true } });
  return (
    <>
      <button type="button" onClick={() => call.mutate()}>
        Send
      </button>
      {call.isError && <p>Inline error</p>}
    </>
  );
}

describe("notifications", () => {
  it("shows a failed mutation's message with the server's detail, and it can be dismissed", async () => {
    fakeApi({ "PATCH /auth/users/me/settings/": BAD_ZONE });
    renderWithProviders(<SaveButton />);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not save settings: Unknown time zone.");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("names a failed query and says when the server could not be reached", async () => {
    fakeApi({ "GET /things/": () => Promise.reject(new TypeError("Failed to fetch")) });
    renderWithProviders(<Things />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load things: Could not reach the server. Check your connection and try again.",
    );
  });

  it("shows confirmations politely and queues messages one after another", async () => {
    renderWithProviders(<TwoMessages />);
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Settings saved");
    expect(screen.queryByText("Second message")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("Second message")).toBeInTheDocument();
  });

  it("does not show a snackbar for a call whose screen shows the error itself", async () => {
    fakeApi({ "POST /x/": BAD_ZONE });
    renderWithProviders(<InlineError />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Inline error")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
