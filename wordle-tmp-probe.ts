import { patternMatrix } from "./packages/server/src/modules/wordle/wordle.matrix";
import { Recommender } from "./packages/server/src/modules/wordle/wordle.recommender";
const m = patternMatrix();
const r = new Recommender(m);
const all = Int32Array.from({ length: m.answerCount }, (_, i) => i);
const top = r.bestByEstimate(all, 20);
for (let rep = 0; rep < 3; rep++) {
  const b = r.buckets(top[rep]!, all);
  const bySize = new Map<string, number>();
  let t0 = performance.now();
  for (const x of b) if (x) { const t = performance.now(); (r as any).bestEstimate(x); const k = x.length < 10 ? "<10" : x.length < 50 ? "<50" : x.length < 150 ? "<150" : ">=150"; bySize.set(k, (bySize.get(k) ?? 0) + performance.now() - t); }
  console.log(m.lists.guesses[top[rep]!], performance.now() - t0, [...bySize].map(([k, v]) => `${k}:${v.toFixed(0)}`).join(" "), b.map(x=>x?.length??1).sort((a,b)=>b-a).slice(0,8).join(","));
}
