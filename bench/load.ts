import http from "node:http";

export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[index] as number) * 100) / 100;
}

/**
 * `connections` keep-alive clients each sending one request after another for `seconds`
 * (loopback only). Every latency is kept, so the percentiles are exact.
 */
export async function loadTest(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });

  const client = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
