import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { useOwnerTimeZone } from "./OwnerTimeZone";
import { browserTimeZone, type Settings, settingsKey } from "./settings";

function ZoneRow({ index }: { index: number }) {
  return <li>{`${index} ${useOwnerTimeZone()}`}</li>;
}

function ZoneList({ count }: { count: number }) {
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows that never move
        <ZoneRow key={index} index={index} />
      ))}
    </ul>
  );
}

const settings = (time_zone: string) => ({ time_zone, water_unit: "ml" }) as Settings;

describe("useOwnerTimeZone", () => {
  it("is the browser's zone until the settings are cached, then follows them", async () => {
    const { queryClient } = renderWithProviders(<ZoneList count={2} />);
    expect(screen.getByText(`0 ${browserTimeZone()}`)).toBeInTheDocument();

    act(() => queryClient.setQueryData(settingsKey, settings("Pacific/Auckland")));
    expect(await screen.findByText("1 Pacific/Auckland")).toBeInTheDocument();
    act(() => queryClient.setQueryData(settingsKey, settings("America/Chicago")));
    expect(await screen.findByText("0 America/Chicago")).toBeInTheDocument();
  });

  it("adds no query observer per row: a list of 200 dates is read by the one provider", () => {
    const { queryClient } = renderWithProviders(<ZoneList count={200} />, {
      seed: (client) => client.setQueryData(settingsKey, settings("Europe/Paris")),
    });
    expect(screen.getByText("199 Europe/Paris")).toBeInTheDocument();
    expect(queryClient.getQueryCache().find({ queryKey: settingsKey })?.getObserversCount()).toBe(1);
  });
});
