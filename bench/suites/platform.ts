// Platform figures against ARCHITECTURE §6: cold start, idle memory, /me under load, list
// endpoints at realistic size and the JavaScript the login + Home pages load.
import fs from "node:fs";
import path from "node:path";
import { loadTest } from "../load";
import { report } from "../report";
import { apiClient, seedOwnerData } from "../seed";
import { OWNER, ROOT, rssMb, startServer, tempDataDir } from "../server-process";
import { loginAndHomeJsGzipKb } from "../web-size";

export async function platformBench(): Promise<void> {
  const dataDir = tempDataDir();
  try {
    // First start creates and migrates the database and the owner; the second is a plain restart.
    const first = await startServer(dataDir);
    report({ name: "cold_start_new_database", value: Math.round(first.startMs), unit: "ms", budget: "< 1500" });
    await first.stop();

    const server = await startServer(dataDir);
    report({ name: "cold_start", value: Math.round(server.startMs), unit: "ms", budget: "< 1500" });

    await new Promise((resolve) => setTimeout(resolve, 3000));
    report({ name: "idle_rss", value: rssMb(server.child.pid as number), unit: "MB", budget: "< 150" });

    const login = await fetch(`${server.baseUrl}/auth/token/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    const { auth_token } = (await login.json()) as { auth_token: string };
    const auth = { authorization: `Bearer ${auth_token}` };
    const result = await loadTest(`${server.baseUrl}/auth/users/me/`, auth, 50, 10);
    report({ name: "me_p50", value: result.p50, unit: "ms" });
    report({ name: "me_p95", value: result.p95, unit: "ms", budget: "< 25" });
    report({ name: "me_p99", value: result.p99, unit: "ms" });
    report({ name: "me_throughput", value: result.rps, unit: "req/s" });
    report({ name: "me_errors", value: result.errors, unit: "requests", budget: "0" });
    report({ name: "rss_after_load", value: rssMb(server.child.pid as number), unit: "MB" });

    // ARCHITECTURE §6: any module list endpoint p95 < 25 ms at realistic size (10 clients, 5 s each).
    const { tripItemsPath } = await seedOwnerData(apiClient(server.baseUrl, auth_token));
    const lists = {
      fuel_vehicles: "/fuel/api/vehicles/", // 2 vehicles × 260 fill-ups, MPG chains computed per request
      water_summary: "/tracker/api/water/summary/",
      water_today: "/tracker/api/water/tracker/",
      tasks_open: "/task/api/task/", // 300 tasks
      bills: "/bills/api/v2/bill/", // 25 bills with their statements
      bible_schedule: "/bible/api/schedule/", // a month behind on a year plan: ~100 readings
      bible_plans: "/bible/api/plan/",
      pack_trip_items: tripItemsPath, // 120 items
    };
    for (const [name, listPath] of Object.entries(lists)) {
      const list = await loadTest(`${server.baseUrl}${listPath}`, auth, 10, 5);
      report({ name: `list_${name}_p95`, value: list.p95, unit: "ms", budget: "< 25" });
    }

    const webKb = await loginAndHomeJsGzipKb(server.baseUrl, path.join(ROOT, "packages/web/dist"), OWNER);
    report({ name: "web_login_home_js_gzip", value: webKb, unit: "KB", budget: "< 250" });
    await server.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
