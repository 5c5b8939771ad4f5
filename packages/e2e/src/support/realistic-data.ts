import { apiClient, ownerToken } from "./api";
import { fuelApi, isoDaysBefore, todayIn } from "./fuel";
import { WATER_API } from "./water";

// Data a person would have after a few weeks of use, in every module, made through the API
// for the owner the global setup created: what the accessibility spec scans each screen with.
// The server outlives a spec file, so every name carries the run's tag and `remove()` takes
// away what was made (TV shows and look-alike payees stay: other specs start from their own).

export type RealisticData = {
  billId: number;
  taskSlug: string;
  tripId: number;
  showId: number;
  vehicleSlug: string;
  fuelEntryId: number;
  accountId: number;
  payeeId: number;
  transactionId: number;
  /** Names that appear on screen once each page has loaded its data. */
  names: {
    bill: string;
    task: string;
    verse: string;
    trip: string;
    activity: string;
    item: string;
    vehicle: string;
    account: string;
    payee: string;
    category: string;
  };
  remove: () => Promise<void>;
};

type Id = { id: number };
type Url = { url: string };

const pathOf = (url: string) => new URL(url).pathname;
const daysAfter = (isoDate: string, days: number) => isoDaysBefore(isoDate, -days);

export async function seedRealisticData(timeZone: string): Promise<RealisticData> {
  const client = apiClient(await ownerToken());
  const run = Date.now().toString(36).slice(-5);
  const today = todayIn(timeZone);
  const undo: (() => Promise<unknown>)[] = [];
  /** POST that must create (or find) the object; fails loudly with the server's answer. */
  const create = async <T>(path: string, body?: unknown): Promise<T> => {
    const { status, body: created } = await client.post<T>(path, body);
    if (status !== 200 && status !== 201) throw new Error(`POST ${path} answered ${status} ${JSON.stringify(created)}`);
    return created;
  };
  const must = async (request: Promise<{ status: number; body: unknown }>, what: string) => {
    const { status, body } = await request;
    if (status >= 300) throw new Error(`${what} answered ${status} ${JSON.stringify(body)}`);
  };

  // Bills: one overdue, two due this week (one with a payee and a link), one next month.
  const billPayee = await create<Id>("/bills/api/v2/payee/", { name: `City Power ${run}` });
  const bills = [
    { name: `Electric ${run}`, due_date: daysAfter(today, 2), due_amount: 84.17, pay_to_id: billPayee.id },
    { name: `Gym ${run}`, due_date: isoDaysBefore(today, 3), due_amount: 29.99 },
    { name: `Phone ${run}`, due_date: today, due_amount: 45, external_url: "https://example.com/" },
    { name: `Car insurance ${run}`, due_date: daysAfter(today, 20), due_amount: 182.4, frequency_count: 6 },
  ];
  const billIds: number[] = [];
  for (const bill of bills) {
    billIds.push((await create<Id>("/bills/api/v2/bill/", { ...bill, is_auto_pay: false })).id);
  }
  undo.push(async () => {
    for (const id of billIds) await client.delete(`/bills/api/v2/bill/${id}/`);
  });

  // Tasks: overdue with a priority, today, later and undated.
  const priorities = (await client.get<Id[]>("/task/api/priority/")).body;
  const taskSeeds = [
    {
      name: `Renew passport ${run}`,
      due_date: isoDaysBefore(today, 2),
      priority_id: priorities[0]?.id,
      notes: "Photo booth first",
    },
    { name: `Call the plumber ${run}`, due_date: today },
    { name: `Plan the garden ${run}`, due_date: daysAfter(today, 6), priority_id: priorities.at(-1)?.id },
    { name: `Read about composting ${run}` },
  ];
  const taskSlugs: string[] = [];
  for (const task of taskSeeds) taskSlugs.push((await create<{ slug: string }>("/task/api/task/", task)).slug);
  undo.push(async () => {
    for (const slug of taskSlugs) await client.patch(`/task/api/task/${slug}/`, { is_active: false });
  });

  // Bible: a year plan started four days ago (so it is behind), and memory verses.
  const plan = await create<Url>("/bible/api/plan/", { kind: "year", start_date: isoDaysBefore(today, 4) });
  const verses = [
    {
      name: `Psalm 119:105 ${run}`,
      notes: "Your word is a lamp to my feet\nand a light to my path.",
      planned_date: daysAfter(today, 3),
      is_priority: true,
    },
    { name: `Joshua 1:9 ${run}`, notes: "Be strong and courageous.", planned_date: isoDaysBefore(today, 5) },
    { name: `Micah 6:8 ${run}`, notes: "Do justice, love kindness, walk humbly.", planned_date: daysAfter(today, 12) },
  ];
  const verseUrls: string[] = [];
  for (const verse of verses) verseUrls.push((await create<Url>("/bible/api/memory/", verse)).url);
  undo.push(async () => {
    await client.delete(pathOf(plan.url));
    for (const url of verseUrls) await client.delete(pathOf(url));
  });

  // TV (the global setup's TVmaze stand-in): one show on deck, one watched to the end. Shows
  // another spec left (watched, hidden or reset) are dropped first, so the state is this one.
  type Tracked = { url: string };
  for (const show of (await client.get<Tracked[]>("/tv/api/show/")).body) {
    await must(client.delete(pathOf(show.url)), "Untracking a show another spec left");
  }
  await must(client.post("/tv/api/show/", { tvmaze_id: 101 }), "Tracking Northern Lights");
  await must(client.post("/tv/api/show/", { tvmaze_id: 202 }), "Tracking Harbor Street");
  type Show = { id: number; name: string; details_url: string };
  type Details = { seasons: { number: number; episodes: { number: number; watched_up_to_url: string }[] }[] };
  const shows = (await client.get<Show[]>("/tv/api/show/")).body;
  const northern = shows.find((show) => show.name === "Northern Lights");
  const harbor = shows.find((show) => show.name === "Harbor Street");
  if (!northern || !harbor) throw new Error("The TV stand-in's shows were not tracked");
  const lastEpisode = (await client.get<Details>(harbor.details_url)).body.seasons.at(-1)?.episodes.at(-1);
  if (lastEpisode) await must(client.post(pathOf(lastEpisode.watched_up_to_url)), "Watching Harbor Street");
  const firstEpisode = (await client.get<Details>(northern.details_url)).body.seasons[0]?.episodes[0];
  if (firstEpisode) await must(client.post(pathOf(firstEpisode.watched_up_to_url)), "Watching Northern Lights");

  // Fuel: a vehicle with three fill-ups, one partial.
  const fuel = await fuelApi();
  const vehicleName = `Civic ${run}`;
  const vehicle = await fuel.ensureHistory(vehicleName, today);
  const fuelEntry = vehicle.entries[0];
  if (!fuelEntry) throw new Error("The vehicle has no fill-up");
  undo.push(() => client.delete(pathOf(vehicle.url)));

  // Pack: a trip with two activities, items in categories, one item packed.
  const clothing = await create<Id>("/pack/api/category/", { name: "Clothing" });
  const gear = await create<Id>("/pack/api/category/", { name: "Gear" });
  const itemSeeds = [
    { name: `Rain jacket ${run}`, brand_name: "Patagonia", size: "M", color: "Blue", category_id: clothing.id },
    { name: `Wool socks ${run}`, brand_name: "Darn Tough", size: "L", color: "Grey", category_id: clothing.id },
    { name: `Headlamp ${run}`, brand_name: "Petzl", size: "", color: "Black", category_id: gear.id },
  ];
  const items: Id[] = [];
  for (const item of itemSeeds) items.push(await create<Id>("/pack/api/item/", item));
  const trip = await create<Id>("/pack/api/trip/", {
    name: `Lake weekend ${run}`,
    date_start: daysAfter(today, 9),
    date_end: daysAfter(today, 11),
  });
  const hiking = await create<Id>(`/pack/api/trip/${trip.id}/activities/`, { name: "Hiking" });
  const camping = await create<Id>(`/pack/api/trip/${trip.id}/activities/`, { name: "Camping" });
  const tripItems: Url[] = [];
  for (const [activity, item] of [
    [hiking, items[0]],
    [hiking, items[1]],
    [camping, items[2]],
    [camping, items[1]],
  ] as const) {
    tripItems.push(await create<Url>("/pack/api/trip-item/", { activity_id: activity.id, item_id: item?.id }));
  }
  await must(client.patch(pathOf(tripItems[1]?.url ?? ""), { is_packed: true }), "Packing an item");
  undo.push(async () => {
    await client.delete(`/pack/api/trip/${trip.id}/`);
    for (const item of items) await client.delete(`/pack/api/item/${item.id}/`);
  });

  // Water: a daily target and three drinks today.
  const [target] = (await client.get<Url[]>(WATER_API.target)).body;
  if (target) await must(client.patch(pathOf(target.url), { target_ml: 1893 }), "Setting the water target");
  else await create(WATER_API.target, { target_ml: 1893 });
  const drinks: Url[] = [];
  for (const amount of [591, 237, 473]) drinks.push(await create<Url>(WATER_API.tracker, { amount }));
  undo.push(async () => {
    for (const drink of drinks) await client.delete(pathOf(drink.url));
  });

  // Money: an account, parent and child categories, payees (two look alike), tags, notes.
  const account = await create<Id>("/money/api/account/", { name: `Checking ${run}` });
  const home = await create<Id>("/money/api/category/", { name: `Home ${run}`, is_parent: true });
  const groceries = await create<Id>("/money/api/category/", { name: `Groceries ${run}`, parent_category_id: home.id });
  const utilities = await create<Id>("/money/api/category/", { name: `Utilities ${run}`, parent_category_id: home.id });
  const grocer = await create<Id>("/money/api/payee/", {
    name: `Corner Grocer ${run}`,
    default_category_id: groceries.id,
  });
  await create<Id>("/money/api/payee/", { name: `Corner Grocer Downtown ${run}` });
  const power = await create<Id>("/money/api/payee/", { name: `City Power ${run}`, default_category_id: utilities.id });
  const tag = await create<Id>("/money/api/tag/", { name: `weekly-${run}` });
  const transactions: Id[] = [];
  const transactionSeeds = [
    {
      payee_id: grocer.id,
      category_id: groceries.id,
      transaction_date: isoDaysBefore(today, 1),
      amount: -82.4,
      notes: "Weekly shop",
    },
    { payee_id: grocer.id, category_id: groceries.id, transaction_date: isoDaysBefore(today, 8), amount: -61.1 },
    { payee_id: power.id, category_id: utilities.id, transaction_date: isoDaysBefore(today, 12), amount: -84.17 },
    { transaction_date: isoDaysBefore(today, 15), amount: 2500, notes: "Salary" },
    { payee_id: grocer.id, category_id: groceries.id, transaction_date: isoDaysBefore(today, 40), amount: -45.75 },
    { payee_id: power.id, category_id: utilities.id, transaction_date: isoDaysBefore(today, 42), amount: -91.3 },
  ];
  for (const seed of transactionSeeds) {
    transactions.push(await create<Id>("/money/api/transaction/", { account_id: account.id, ...seed }));
  }
  const [firstTransaction] = transactions;
  if (!firstTransaction) throw new Error("No transaction was made");
  await must(
    client.patch(`/money/api/transaction/${firstTransaction.id}/patch-tags/`, { ids: [tag.id] }),
    "Tagging a transaction",
  );
  undo.push(async () => {
    for (const transaction of transactions) await client.delete(`/money/api/transaction/${transaction.id}/`);
    await client.delete(`/money/api/account/${account.id}/`);
    for (const category of [groceries, utilities, home]) await client.delete(`/money/api/category/${category.id}/`);
  });

  return {
    billId: billIds[0] ?? 0,
    taskSlug: taskSlugs[0] ?? "",
    tripId: trip.id,
    showId: northern.id,
    vehicleSlug: vehicle.slug,
    fuelEntryId: fuelEntry.id,
    accountId: account.id,
    payeeId: grocer.id,
    transactionId: firstTransaction.id,
    names: {
      bill: bills[0]?.name ?? "",
      task: taskSeeds[0]?.name ?? "",
      verse: verses[0]?.name ?? "",
      trip: `Lake weekend ${run}`,
      activity: "Hiking",
      item: itemSeeds[0]?.name ?? "",
      vehicle: vehicleName,
      account: `Checking ${run}`,
      payee: `Corner Grocer ${run}`,
      category: `Groceries ${run}`,
    },
    remove: async () => {
      // Newest first, so nothing is removed while something made later still points at it.
      for (const step of undo.reverse()) await step();
    },
  };
}
