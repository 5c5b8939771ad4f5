import { SECRET_MASK } from "@homebase/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_SETTINGS, ok, signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { NotificationSettings } from "./NotificationSettings";

// The form's behaviour against canned answers; the server's rules are tested against the server
// (modules/notifications/*.test.ts).

const PATH = "/api/notifications/settings/";
const SAVED_NTFY = {
  ...NOTIFICATION_SETTINGS,
  channels: [{ kind: "ntfy", url: "https://ntfy.sh/anna", token: SECRET_MASK, address: null }],
  digest_time: "07:00",
};

describe("Notification settings", () => {
  it("saves a first channel with the digest at 07:00 and reminders 3 days ahead", async () => {
    const api = signedInApi({ [`PUT ${PATH}`]: ok(SAVED_NTFY) });
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole("switch", { name: "ntfy" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Topic URL/ }), "https://ntfy.sh/anna");
    expect(screen.getByRole("button", { name: "Send a test" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Notification settings saved")).toBeInTheDocument();
    expect(api.bodies("PUT", PATH)).toEqual([
      {
        channels: [{ kind: "ntfy", url: "https://ntfy.sh/anna", token: null, address: null }],
        digest_time: "07:00",
        bill_reminder_days: 3,
      },
    ]);
    expect(screen.getByRole("button", { name: "Send a test" })).toBeEnabled();
  });

  it("shows the server's field errors beside the fields", async () => {
    signedInApi({
      [`PUT ${PATH}`]: {
        status: 400,
        body: {
          detail: "Invalid input.",
          code: "invalid",
          fields: { "channels.0.url": ["Use an http:// or https:// address."] },
        },
      },
    });
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole("switch", { name: "Webhook" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Webhook URL/ }), "ftp://x");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Use an http:// or https:// address.")).toBeInTheDocument();
    expect(screen.getByText("Could not save: check the fields marked above.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Webhook URL/ })).toHaveValue("ftp://x");
  });

  it("keeps a stored token by sending the mask back, and shows a failed test's answer", async () => {
    const api = signedInApi({
      [`GET ${PATH}`]: ok(SAVED_NTFY),
      "POST /api/notifications/test/": {
        status: 502,
        body: { detail: "ntfy answered 500: topic on fire", code: "channel_failed" },
      },
    });
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole("button", { name: "Send a test" }));
    expect(await screen.findByText("The test failed: ntfy answered 500: topic on fire")).toBeInTheDocument();
    expect(api.bodies("POST", "/api/notifications/test/")).toEqual([{ kind: "ntfy" }]);

    api.answer({ [`PUT ${PATH}`]: ok({ ...SAVED_NTFY, bill_reminder_days: null }) });
    await userEvent.click(screen.getByRole("switch", { name: "Bill reminders" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Notification settings saved")).length).toBe(1);
    expect(api.bodies("PUT", PATH)[0]).toMatchObject({
      channels: [{ kind: "ntfy", url: "https://ntfy.sh/anna", token: SECRET_MASK }],
      bill_reminder_days: null,
    });
  });

  it("offers no e-mail when the server has no SMTP", async () => {
    signedInApi({ [`GET ${PATH}`]: ok({ ...NOTIFICATION_SETTINGS, email_available: false }) });
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole("switch", { name: "E-mail" })).toBeDisabled();
    expect(screen.getByText(/E-mail needs SMTP_URL and MAIL_FROM/)).toBeInTheDocument();
  });

  it("previews today's digest", async () => {
    signedInApi({
      "GET /api/notifications/digest/preview/": ok({
        title: "Homebase: Tue, Nov 24, 2026",
        body: "Tasks today: Call plumber",
      }),
    });
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole("button", { name: "Preview today's digest" }));
    const preview = await screen.findByRole("alert", { name: "Digest preview" });
    expect(preview).toHaveTextContent("Homebase: Tue, Nov 24, 2026");
    expect(preview).toHaveTextContent("Tasks today: Call plumber");
  });
});
