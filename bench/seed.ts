// Realistic owner data for the list-endpoint figures, created through the API like a user would:
// two vehicles with five years of weekly fill-ups, a year of water entries, 300 open tasks,
// 25 recurring bills, a Bible-in-a-year plan started a month ago, a trip with 120 packed items.

type Api = (method: string, path: string, body?: unknown) => Promise<unknown>;

export function apiClient(baseUrl: string, token: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

function fuelCsv(fillUps: number): string {
  const lines = ["Date,Odometer,Gallons,Price,Partial"];
  for (let i = 0; i < fillUps; i++) {
    const daysAgo = (fillUps - i) * 7;
    lines.push(
      `${isoDay(daysAgo)},${10_000 + i * 300},${(9 + (i % 5) * 0.4).toFixed(3)},${(3 + (i % 7) * 0.05).toFixed(3)},${i % 6 === 3 ? 1 : 0}`,
    );
  }
  return lines.join("\n");
}

export async function seedOwnerData(api: Api): Promise<{ tripItemsPath: string }> {
  for (const name of ["Civic", "Truck"]) {
    const vehicle = (await api("POST", "/fuel/api/vehicles/", { name })) as { url: string };
    await api("POST", `${new URL(vehicle.url).pathname}import/`, { csv: fuelCsv(260) });
  }
  await api("POST", "/tracker/api/water/daily-target/", { target_ml: 2000 });
  for (let i = 0; i < 8; i++) await api("POST", "/tracker/api/water/tracker/", { amount: 250 });
  for (let i = 0; i < 300; i++) {
    await api("POST", "/task/api/task/", { name: `Task ${i}`, due_date: i % 4 === 0 ? null : isoDay(30 - (i % 60)) });
  }
  for (let i = 0; i < 25; i++) {
    await api("POST", "/bills/api/v2/bill/", {
      name: `Bill ${i}`,
      due_date: isoDay(-(i % 28)),
      due_amount: 20 + i,
      is_auto_pay: i % 2 === 0,
    });
  }
  await api("POST", "/bible/api/plan/", { kind: "year", start_date: isoDay(30) });
  const trip = (await api("POST", "/pack/api/trip/", {
    name: "Bench trip",
    date_start: isoDay(-10),
    date_end: isoDay(-14),
  })) as { url: string };
  const activity = (await api("POST", `${new URL(trip.url).pathname}activities/`, { name: "Hiking" })) as {
    url: string;
  };
  const itemIds: number[] = [];
  for (let i = 0; i < 120; i++) {
    itemIds.push(
      ((await api("POST", "/pack/api/item/", { name: `Item ${i}`, brand_name: "Brand" })) as { id: number }).id,
    );
  }
  await api("POST", `${new URL(activity.url).pathname}add-items/`, { item_ids: itemIds });
  return { tripItemsPath: `${new URL(trip.url).pathname}items/` };
}
